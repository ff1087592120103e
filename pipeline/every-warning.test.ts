// @vitest-environment node
/**
 * Every way the build resolves what the owner's files disagree on, one row each, walked with scratch
 * content (tests/support/warnings.ts): two pages asking for one address, an address the site keeps,
 * the redirects a page or another redirect gets in the way of. Each is something
 * the editor lets the owner save, so the build publishes all the same and its log says what it did,
 * in the one form of a refusal (app/config/advice-form.ts): a heading, then a line per field naming
 * the file and the field as the editor labels it; printed without a stack. Refusals: ./every-refusal.test.ts.
 */
import { expect, test, vi } from 'vitest'
import { thingsToLookAt, warningsText, warnOwner } from '../app/config/owner-advice'
import { scratchContentCopies } from '../tests/support/scratch-content'
import { warnings } from '../tests/support/warnings'
import { thingsOf } from './owner-report'

const scratchContent = scratchContentCopies()

test.each(warnings)(
  '$what: the site is built, the log says what the build did, in the one form',
  async ({ warn, says }) => {
    const resolved = await warn(scratchContent())
    expect(resolved.length, 'a warning').toBeGreaterThan(0)
    const text = warningsText(resolved)
    expect(text).toMatch(says)
    for (const { heading, lines } of resolved) {
      expect(heading).not.toMatch(/:$/)
      for (const line of lines) expect(line.label, `${line.file}: the editor's label`).toBeTruthy()
    }
    // The form: each block a heading ending in a colon, then only lines of fields.
    for (const block of text.split('\n\n').slice(1)) {
      const [heading, ...lines] = block.split('\n')
      expect(heading).toMatch(/:$/)
      for (const line of lines) expect(line).toMatch(/^ {2}- \S.*: \S.*\(“[^”]+” in the editor\)$/)
    }
    expect(text).not.toMatch(/\b[a-zA-Z]+\.\d+(\.|:| |$)/m)
    // As the content check and /admin read it (./owner-report.ts): a thing per line, each naming its
    // file and the field by the editor's label, counted as the log counts them.
    const things = thingsOf(resolved)
    expect(text).toContain(`with ${thingsToLookAt(things.length)}:`)
    for (const thing of things) {
      expect(thing.file).toMatch(/\/pages\/added\/[\w-]+\.yaml$|^content\/redirects\.yaml$/)
      expect(thing.label).toBeTruthy()
      expect(text).toContain(thing.message.split('\n')[0])
    }
    let printed = ''
    vi.spyOn(console, 'warn').mockImplementation((chunk: unknown) => {
      printed += String(chunk)
    })
    warnOwner(resolved)
    expect(printed).toContain(text)
    expect(printed).not.toMatch(/^\s+at |Error loading|\w+Error:/m)
  },
)
