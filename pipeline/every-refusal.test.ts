// @vitest-environment node
/**
 * Every way the build refuses what the owner wrote, one row each, walked with scratch content: the
 * content files, the settings and the variables, the brand and the logo, the photos (an owner's and
 * a production host's unreachable stock photos), the addresses and redirects, the header, the privacy
 * notice and the deploy's enquiries. Each must be advice in the one form (app/config/advice-form.ts):
 * a heading, then a line per field naming the file and the field, positions counted from 1, the
 * editor's label where the field has one; printed without a stack. The one real failing build is
 * tests/changed-site/failing-build.test.ts.
 */
import { expect, test, vi } from 'vitest'
import { isOwnerAdvice, stopWithAdvice } from '../app/config/owner-advice'
import { refusals } from '../tests/support/refusals'
import { scratchContentCopies } from '../tests/support/scratch-content'

const scratchContent = scratchContentCopies()

/** The error `refuse` throws or rejects with. */
async function refusalOf(refuse: () => unknown): Promise<unknown> {
  try {
    await refuse()
  } catch (error) {
    return error
  }
  throw new Error('the build accepted it')
}

/** What the build prints for `error`, and whether it exited. */
function printed(error: unknown): string {
  let text = ''
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    text += String(chunk)
    return true
  })
  vi.spyOn(process, 'exit').mockImplementation((code) => {
    throw new Error(`exit ${code}`)
  })
  expect(() => stopWithAdvice(error)).toThrow('exit 1')
  return text
}

test.each(refusals)(
  '$what: advice in the one form, positions from 1, no stack',
  { timeout: 30_000 },
  async ({ refuse, says }) => {
    const dir = scratchContent()
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const error = await refusalOf(() => refuse(dir))
    expect(isOwnerAdvice(error), String(error)).toBe(true)
    const message = (error as Error).message
    expect(message).toMatch(says)
    // The form: a heading ending in a colon, then only lines of fields (and the details under one).
    const [heading, ...lines] = message.split('\n')
    expect(heading).toMatch(/:$/)
    expect(lines[0]).toMatch(/^ {2}- \S.*: \S/)
    // No position counted from 0 the way a file's path writes it (sections.1.members.0).
    expect(message).not.toMatch(/\b[a-zA-Z]+\.\d+(\.|:| |$)/m)
    expect(message).not.toMatch(/› \d/)
    const output = printed(error)
    expect(output).toContain(message)
    expect(output).not.toMatch(/^\s+at |Error loading|\w+Error:/m)
  },
)
