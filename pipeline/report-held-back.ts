/**
 * Build step: says in the build log what this build left out (drafts, and articles dated after its
 * day) and until when; in a preview (PREVIEW=1, or a host's own), where it goes, that it is never
 * for the live site, and which held-back files are in it. docs/owner-guide.md "Drafts and scheduled articles".
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
    const lines = held.map(({ file, held: why }) => `  ${file}: ${heldBackReason(why)}`)
    const { preview, hostPreview, buildDir } = config.build
    if (preview) {
      const heading = [
        hostPreview
          ? `PREVIEW build (${hostPreview}): for the host's preview address only, never the live site.`
          : `PREVIEW build, written to ${buildDir}/: for a preview address only, never the live site.`,
        ...(hostPreview
          ? []
          : ['`npm start` refuses to serve it (docs/owner-guide.md "Drafts and scheduled articles").']),
        held.length > 0 ? 'These are in it, marked:' : 'No draft or scheduled file is in it.',
      ]
      console.log(`\n${[...heading, ...lines].join('\n')}\n`)
      return
    }
    if (held.length === 0) return
    const heading = `Held back from this build (docs/owner-guide.md "Drafts and scheduled articles"):`
    console.log(`\n${heading}\n${lines.join('\n')}\n`)
  },
}
