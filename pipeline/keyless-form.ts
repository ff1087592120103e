/**
 * The enquiry form posts to the site's endpoint without JavaScript (app/features/contact/enquiry-form.tsx),
 * and sends through it with JavaScript when the build has no e-mail provider keys. Where there is no
 * endpoint (a static host's folder, pipeline/hosts/write-deploy-files.ts), the form goes by e-mail as
 * before there was one: its action becomes the visitor's e-mail program (text/plain, the fields as
 * the message), and its area is marked, so that the form says at once that Send goes by e-mail and,
 * once its script runs, Send opens the e-mail program with the enquiry filled in
 * (app/features/contact/email-hand-over.ts). The pages `npm start` serves stay as built.
 */
import { existsSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { BY_EMAIL, CONTACT_FORM_ATTRIBUTE, DELIVERY_ATTRIBUTE } from '../app/features/contact/island-loader.ts'
import {
  EMAIL_ACTION_ATTRIBUTE,
  WITHOUT_SCRIPT_ATTRIBUTE,
  WITHOUT_SCRIPT_BY_EMAIL,
} from '../app/features/contact/typed-values.ts'
import { listFiles } from '../server/serving-rules.js'

const FORM_TAG = /<form\b[^>]*>/g
const EMAIL_ACTION = new RegExp(` ${EMAIL_ACTION_ATTRIBUTE}="([^"]*)"`)

/** An enquiry form's opening tag with the e-mail program as its action, as the form renders it `byEmail`. */
function formByEmail(tag: string): string {
  const emailAction = EMAIL_ACTION.exec(tag)?.[1]
  if (emailAction === undefined) return tag
  // Attribute values are copied as the page has them (escaped), so nothing is decoded or re-encoded;
  // React writes `encType`, and attribute names are not case-sensitive.
  const withoutEnctype = tag.replace(/ enctype="[^"]*"/i, '')
  return withoutEnctype.replace(/ action="[^"]*"/, () => ` action="${emailAction}" enctype="text/plain"`)
}

/**
 * `scriptSends`: the build has e-mail provider keys, so the form's script sends through the
 * provider wherever the page is served; only the form's own post, without JavaScript, must then go
 * by e-mail, and its area stays unmarked.
 */
type ByEmailOptions = { scriptSends?: boolean }

/**
 * The page with every enquiry form sent by e-mail, and its area marked so (unless the script sends).
 * Without a script the area always shows the enquiry written out in the e-mail program instead
 * (app/features/contact/without-script-by-email.tsx): a form posted to a mailto: address reads as
 * raw `name=value` lines, the service by its id, the hidden field, and mangles or cuts what was
 * typed, browser by browser (docs/decisions/041-the-e-mail-fallback-without-script.md). The form's
 * own action stays the e-mail program for a browser too old to say it runs no script.
 */
export function withFormsByEmail(html: string, { scriptSends = false }: ByEmailOptions = {}): string {
  const marks = [
    ...(scriptSends ? [] : [`${DELIVERY_ATTRIBUTE}="${BY_EMAIL}"`]),
    `${WITHOUT_SCRIPT_ATTRIBUTE}="${WITHOUT_SCRIPT_BY_EMAIL}"`,
  ]
  const marked = html.replaceAll(` ${CONTACT_FORM_ATTRIBUTE}="`, ` ${marks.join(' ')} ${CONTACT_FORM_ATTRIBUTE}="`)
  return marked.replace(FORM_TAG, formByEmail)
}

/**
 * Writes each page under `from` that holds an enquiry form, with its forms by e-mail, to the same
 * name under `to` (`to` may be `from`), with a gzip sibling where `from` has one (nginx's
 * gzip_static serves it); answers the pages written.
 */
export async function writeFormsByEmail(from: string, to: string, options: ByEmailOptions = {}): Promise<Set<string>> {
  const pages = listFiles(from).filter((file) => file.endsWith('.html'))
  const written = await Promise.all(
    pages.map(async (page) => {
      const html = await readFile(join(from, page), 'utf8')
      const byEmail = withFormsByEmail(html, options)
      if (byEmail === html) return undefined
      await mkdir(dirname(join(to, page)), { recursive: true })
      await writeFile(join(to, page), byEmail)
      if (existsSync(join(from, `${page}.gz`))) await writeFile(join(to, `${page}.gz`), gzipSync(byEmail, { level: 9 }))
      // A brotli sibling of the page as built would be served instead of the page by e-mail.
      await rm(join(to, `${page}.br`), { force: true })
      return page
    }),
  )
  return new Set(written.filter((page) => page !== undefined))
}

/** Marks the forms of every page under `dir`; answers how many pages carry one. */
export async function markFormsByEmail(dir: string, options: ByEmailOptions = {}): Promise<number> {
  return (await writeFormsByEmail(dir, dir, options)).size
}
