/**
 * A content change of the shared changed-content build (./changes.ts): the owner adds an article,
 * a service and a case study, each as a new file copied from one beside it, with no code change.
 * Checked in tests/changed-site/added-files.test.ts; the article is also the page that must answer
 * once npm start has switched to the rebuilt site (tests/changed-site/rebuild.test.ts).
 */
import { copyModel } from './copy-model'

export const added = {
  article: { slug: 'a-copied-article', title: 'A copied article proves that publishing needs no code' },
  service: { id: 'a-newly-added-service', title: 'A Newly Added Service' },
  caseStudy: { id: 'a-newly-added-client', title: 'A Newly Added Client' },
}

export function addFiles(contentDir: string) {
  copyModel(contentDir, 'articles', `${added.article.slug}.md`, { title: added.article.title })
  copyModel(contentDir, 'services', `${added.service.id}.yaml`, { title: added.service.title, order: '99' })
  // Order 0: featured first on the home page.
  copyModel(contentDir, 'case-studies', `${added.caseStudy.id}.yaml`, { title: added.caseStudy.title, order: '0' })
}
