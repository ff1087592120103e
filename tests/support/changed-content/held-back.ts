/**
 * A content change of the shared changed-content build (./changes.ts): what the owner has written
 * but not published yet. A draft article, service and case study, and an article dated next week,
 * each with a title and a topic no published file has. A production build leaves each out of
 * everything; a preview build shows each, marked (tests/changed-site/held-back.test.ts).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { addTag, copyModel } from './copy-model'

/**
 * A week ahead, in the form of an article's date: a build that starts after midnight still holds it
 * back (dated tomorrow, a run that crossed midnight between this change and its build published it).
 */
const nextWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)

/** The day the scheduled article was given, read from the changed content (midnight may have passed since). */
export function scheduledFor(contentDir: string): string {
  const file = readFileSync(join(contentDir, 'articles', `${held.scheduled.slug}.md`), 'utf8')
  return /^date: (.*)$/m.exec(file)?.[1] ?? ''
}

/** What must not be seen on the live site yet: each title and topic. */
export const held = {
  draftArticle: { slug: 'a-draft-article', title: 'A draft no visitor may see yet', tag: 'Draft Only Topic' },
  scheduled: { slug: 'next-week', title: 'An article for next week', tag: 'Next Week Topic' },
  service: { id: 'a-draft-service', title: 'Draft Service Offering' },
  caseStudy: { id: 'a-draft-case', title: 'A Draft Client Story' },
}

export function holdBack(contentDir: string) {
  const { draftArticle, scheduled, service, caseStudy } = held
  const date = nextWeek()
  copyModel(contentDir, 'articles', `${scheduled.slug}.md`, { title: scheduled.title, date })
  addTag(contentDir, scheduled.slug, scheduled.tag)
  copyModel(contentDir, 'articles', `${draftArticle.slug}.md`, { title: draftArticle.title, draft: 'true' })
  addTag(contentDir, draftArticle.slug, draftArticle.tag)
  copyModel(contentDir, 'services', `${service.id}.yaml`, { title: service.title, order: '99', draft: 'true' })
  copyModel(contentDir, 'case-studies', `${caseStudy.id}.yaml`, { title: caseStudy.title, order: '0', draft: 'true' })
}
