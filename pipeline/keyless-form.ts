/**
 * A build without e-mail provider keys sends enquiries to `npm start`'s endpoint; a static host has
 * none. So in the static hosts' folders the enquiry form's area is marked: there the form says at
 * once that Send goes by e-mail, and Send opens the visitor's e-mail program with the enquiry
 * filled in (app/features/contact/email-hand-over.ts). The pages `npm start` serves stay unmarked.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { BY_EMAIL, CONTACT_FORM_ATTRIBUTE, DELIVERY_ATTRIBUTE } from '../app/features/contact/island-loader.ts'
import { listFiles } from '../server/serving-rules.js'

/** The page with every enquiry form's area marked to go by e-mail. */
export function withFormsByEmail(html: string): string {
  return html.replaceAll(
    ` ${CONTACT_FORM_ATTRIBUTE}="`,
    ` ${DELIVERY_ATTRIBUTE}="${BY_EMAIL}" ${CONTACT_FORM_ATTRIBUTE}="`,
  )
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
