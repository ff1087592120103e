/**
 * Build step: says in the build log what this build left out (drafts, and articles dated after its
 * day) and until when, or, in a preview (PREVIEW=1, or a host's own preview), that they are in it;
 * nothing when there are none.
 * docs/owner-guide.md "Drafts and scheduled articles".
 */
import { heldBackReason } from '../app/content/publication.ts'
import { contentSettingsOf, heldBackFiles } from '../app/content/read-content.ts'
import type { BuildStep } from './build-step.ts'

export const reportHeldBack: BuildStep = {
  name: 'reportHeldBack',
  purpose: 'the build log lists the drafts and scheduled articles this build left out, and until when',
  run({ config }) {
    const settings = contentSettingsOf(config)
    const held = heldBackFiles({ ...settings, publishing: { ...settings.publishing, preview: false } })
    if (held.length === 0) return
    const lines = held.map(({ file, held: why }) => `  ${file}: ${heldBackReason(why)}`)
    const { preview, hostPreview } = config.build
    const kind = hostPreview ? `PREVIEW build (${hostPreview})` : 'PREVIEW build'
    const heading = preview
      ? `${kind}: these are in it, marked, and this build must not be published as the live site:`
      : `Held back from this build (docs/owner-guide.md "Drafts and scheduled articles"):`
    console.log(`\n${heading}\n${lines.join('\n')}\n`)
  },
}
