// @vitest-environment node
import { expect, test } from 'vitest'
import { refusal } from '../app/config/advice-form'
import { NOT_BUILT } from '../app/config/owner-advice'
import { reportOfBuild } from './content-check'

/** The build's stderr as a runner shows it: its advice as app/config/owner-advice.ts prints it, then npm's lines. */
const refusedOutput = (advice: string) =>
  `vite v7 building…\n\n${NOT_BUILT}\n\n${advice}\n\nnpm error Lifecycle script \`build\` failed with error:\nnpm error code 1\n`

const accent = refusal('Invalid content file content/settings.yaml', [
  {
    path: ['accentColour'],
    message: '#f5e663 cannot be read on white\nA nearby colour that passes: #8a7a00',
    label: 'Accent colour',
  },
]).message

test('a refused save fails the check with the build’s advice: the file in the annotation, the first line for the commit', () => {
  const report = reportOfBuild(1, refusedOutput(accent))
  expect(report.state).toBe('failure')
  expect(report.description).toBe(
    'Invalid content file content/settings.yaml: accentColour: #f5e663 cannot be read on white (“Accent colour” in the editor)',
  )
  // GitHub's workflow command: the file, the whole advice with its newlines escaped, none of npm's lines.
  expect(report.annotations).toEqual([
    `::error file=content/settings.yaml,title=The site was not built%3A a change is needed in the content.::${accent.replaceAll('\n', '%0A')}`,
  ])
  expect(report.summary).toBe(`### ${NOT_BUILT}\n\n\`\`\`\n${accent}\n\`\`\`\n`)
})

test('the annotation names the file as the repository does wherever the runner keeps it; a long first line is cut to GitHub’s 140 characters', () => {
  const long = refusal('Invalid content file /home/runner/work/website/website/content/pages/added/pricing.yaml', [
    { path: ['sections', 1, 'heading'], message: `too long: ${'words '.repeat(30)}`, label: 'Heading' },
  ]).message
  const report = reportOfBuild(1, refusedOutput(long))
  expect(report.annotations[0]).toMatch(/^::error file=content\/pages\/added\/pricing\.yaml,title=/)
  expect(report.description).toHaveLength(140)
  expect(report.description).toMatch(
    /^Invalid content file \S+pricing\.yaml: sections › section 2 › heading: too long: words .*…$/,
  )
})

test('a short advice is the whole description; one naming no file has no file in its annotation', () => {
  const variable = refusal('This build is for deployment', [{ path: ['SMTP_URL'], message: 'missing' }]).message
  const report = reportOfBuild(1, refusedOutput(variable))
  expect(report.description).toBe('This build is for deployment: SMTP_URL: missing')
  expect(report.annotations[0]).toMatch(
    /^::error title=[^:]+::This build is for deployment:%0A {2}- SMTP_URL: missing$/,
  )
})

test('a build that passed, or failed without advice, says so in a line', () => {
  expect(reportOfBuild(0, 'warning: a photo fell back', { commit: 'c1', things: [] })).toEqual({
    state: 'success',
    description: 'Built, nothing to look at.',
    annotations: [],
    summary: '',
  })
  const crashed = reportOfBuild(1, 'Error: Cannot find module\n    at x (y.js:1:1)')
  expect(crashed.state).toBe('failure')
  expect(crashed.description).toBe('The build failed, not on the content: open the log.')
  expect(crashed.annotations[0]).toMatch(/^::error title=The site was not built::/)
})

test('a build that settled things passes, counting them in its status, each a warning on its file, all in the summary', () => {
  const leftOut = 'Pages left out of this build, their address taken (docs/owner-guide.md "Add a page")'
  const report = reportOfBuild(0, '', {
    commit: 'c1',
    things: [
      {
        about: leftOut,
        file: 'content/pages/added/prices.yaml',
        field: 'address',
        label: 'Address',
        message: '/pricing, the address of content/pages/added/pricing.yaml: this page is left out',
      },
      {
        about: 'Redirects the build changed (docs/owner-guide.md "Redirects"): each as below',
        file: '/home/runner/work/site/site/content/redirects.yaml',
        field: 'redirects › item 1 (/a → /b)',
        label: 'Redirects',
        message: 'a loop: /a → /b → /a: left out',
      },
    ],
  })
  expect(report.state).toBe('success')
  expect(report.description).toBe('Built, 2 things to look at')
  // GitHub's workflow command for a warning: the file as the repository names it, the heading as its
  // title, the line the log prints and the heading's pointer into the guide as its message.
  expect(report.annotations).toEqual([
    '::warning file=content/pages/added/prices.yaml,title=Pages left out of this build%2C their address taken::content/pages/added/prices.yaml, address: /pricing, the address of content/pages/added/pricing.yaml: this page is left out (“Address” in the editor)%0APages left out of this build, their address taken (docs/owner-guide.md "Add a page")',
    expect.stringMatching(
      /^::warning file=content\/redirects\.yaml,title=Redirects the build changed::\S+redirects\.yaml, redirects › item 1 \(\/a → \/b\): a loop: \/a → \/b → \/a: left out \(“Redirects” in the editor\)%0A/,
    ),
  ])
  expect(report.summary).toMatch(/^### Built, 2 things to look at\n/)
  expect(report.summary).toContain(
    `${leftOut}:\n\n- content/pages/added/prices.yaml, address: /pricing, the address of content/pages/added/pricing.yaml: this page is left out (“Address” in the editor)\n`,
  )
})
