/**
 * A content change of the shared changed-content build (./changes.ts): the rest of a new owner's
 * first week, beside the name, brand, logo, services, drafts and photo of the other changes: their
 * own e-mail address, a shipped service deleted and its address sent on to /services in
 * content/redirects.yaml (docs/owner-guide.md "Redirects"), and an article scheduled a month ahead.
 * Checked in tests/changed-site/first-week.test.ts.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { SAMPLE_CONTENT_DIR } from '../test-environment'
import { copyModel } from './copy-model'

/** The shipped service the owner deletes: the last of the sample's, as the site lists them. */
function lastSampleService(): string {
  const dir = join(SAMPLE_CONTENT_DIR, 'services')
  const order = (name: string) => (parse(readFileSync(join(dir, name), 'utf8')) as { order: number }).order
  const [last = ''] = readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .sort((a, b) => order(b) - order(a) || b.localeCompare(a))
  return last.replace(/\.yaml$/, '')
}

/** A day a month after today, in the form of an article's date. */
const nextMonth = () => new Date(Date.now() + 31 * 86_400_000).toISOString().slice(0, 10)

export const firstWeek = {
  email: 'hello@harbour-pine.example',
  removedService: lastSampleService(),
  nextMonth: { slug: 'next-month', title: 'An article for next month' },
}

export function changeFirstWeek(contentDir: string) {
  const settings = join(contentDir, 'settings.yaml')
  writeFileSync(settings, readFileSync(settings, 'utf8').replace(/^email: .*$/m, `email: ${firstWeek.email}`))
  rmSync(join(contentDir, 'services', `${firstWeek.removedService}.yaml`))
  const redirects = join(contentDir, 'redirects.yaml')
  const entry = `  - from: /services/${firstWeek.removedService}\n    to: /services\n`
  writeFileSync(redirects, `${readFileSync(redirects, 'utf8').trimEnd()}\n${entry}`)
  copyModel(contentDir, 'articles', `${firstWeek.nextMonth.slug}.md`, {
    title: firstWeek.nextMonth.title,
    date: nextMonth(),
  })
}
