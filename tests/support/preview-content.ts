/**
 * The content change a preview test needs: a draft article in a scratch copy of content/, which a
 * PREVIEW=1 build has as a page and the live site must never answer (tests/e2e/preview-build.spec.ts).
 * One function of the content folder, so a shared changed-content build can apply it with others.
 */
import { href } from 'react-router'
import { copyFirst } from './build-site'

export const PREVIEW_DRAFT = {
  slug: 'a-draft-only-the-preview-shows',
  title: 'A draft only the preview shows',
  path: href('/insights/:slug', { slug: 'a-draft-only-the-preview-shows' }),
}

/** Adds the draft article to `contentDir`. */
export function addPreviewDraft(contentDir: string): void {
  copyFirst(contentDir, 'articles', `${PREVIEW_DRAFT.slug}.md`, { title: PREVIEW_DRAFT.title, draft: 'true' })
}
