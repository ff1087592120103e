/**
 * The enquiry form posts to the site's endpoint without JavaScript (app/features/contact/enquiry-form.tsx),
 * and sends through it with JavaScript when the build has no e-mail provider keys. Where there is no
 * endpoint (a static host's folder, pipeline/hosts/write-deploy-files.ts), the form goes by e-mail as
 * before there was one: its action becomes the visitor's e-mail program (text/plain, the fields as
 * the message), and its area is marked, so that the form says at once that Send goes by e-mail and,
 * once its script runs, Send opens the e-mail program with the enquiry filled in
 * (app/features/contact/email-hand-over.ts). The pages `npm start` serves stay as built.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { BY_EMAIL, CONTACT_FORM_ATTRIBUTE, DELIVERY_ATTRIBUTE } from '../app/features/contact/island-loader.ts'
import { EMAIL_ACTION_ATTRIBUTE } from '../app/features/contact/typed-values.ts'
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

/** The page with every enquiry form sent by e-mail, and its area marked so. */
export function withFormsByEmail(html: string): string {
  return html
    .replaceAll(` ${CONTACT_FORM_ATTRIBUTE}="`, ` ${DELIVERY_ATTRIBUTE}="${BY_EMAIL}" ${CONTACT_FORM_ATTRIBUTE}="`)
    .replace(FORM_TAG, formByEmail)
}

/** Marks the forms of every page under `dir`; answers how many pages carry one. */
export async function markFormsByEmail(dir: string): Promise<number> {
  const pages = listFiles(dir).filter((file) => file.endsWith('.html'))
  const marked = await Promise.all(
    pages.map(async (page) => {
      const html = await readFile(join(dir, page), 'utf8')
      const byEmail = withFormsByEmail(html)
      if (byEmail === html) return 0
      await writeFile(join(dir, page), byEmail)
      return 1
    }),
  )
  return marked.reduce<number>((sum, one) => sum + one, 0)
}
