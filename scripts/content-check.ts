/**
 * The content check every push runs (.github/workflows/check-content.yml): builds the site as the
 * hosts do and, when the build refuses the content, says so where GitHub shows it: an error
 * annotation naming the file (on the run's page and in GitHub's e-mail about the failed run), the
 * advice in the run's summary, and its first line as the commit status's description, which /admin's
 * corner shows (pipeline/editor/save-status-panel.ts). Exits as the build did.
 * Run: `npx tsx scripts/content-check.ts <step outputs file> <step summary file>` (the workflow
 * passes $GITHUB_OUTPUT and $GITHUB_STEP_SUMMARY; without them it only builds and prints).
 */
import { spawn } from 'node:child_process'
import { appendFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { NOT_BUILT } from '../app/config/owner-advice.ts'

/** GitHub keeps at most 140 characters of a commit status's description. */
const DESCRIPTION_LIMIT = 140

export type CheckReport = {
  state: 'success' | 'failure'
  /** One line for the commit status. */
  description: string
  /** The workflow command GitHub turns into an error annotation; '' when the build passed. */
  annotation: string
  /** Markdown for the run's summary page; '' when the build passed. */
  summary: string
}

/** What GitHub's workflow commands need escaped: a property value more than a message. */
const escapeData = (text: string) => text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A')
const escapeProperty = (text: string) => escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C')

const shorten = (text: string) =>
  text.length <= DESCRIPTION_LIMIT ? text : `${text.slice(0, DESCRIPTION_LIMIT - 1).trimEnd()}…`

/** The report of a build that exited with `code` and printed `output` (its stderr, where advice goes). */
export function reportOfBuild(code: number, output: string): CheckReport {
  if (code === 0) return { state: 'success', description: 'The content builds.', annotation: '', summary: '' }
  const start = output.indexOf(NOT_BUILT)
  if (start === -1) {
    return {
      state: 'failure',
      description: 'The build failed, not on the content: open the log.',
      annotation: '::error title=The site was not built::The build failed. Its log says why.',
      summary: '### The site was not built\n\nThe build failed, not on the content: its log says why.\n',
    }
  }
  // The advice is the paragraph after that line; npm's own lines about the failed script follow it.
  const [advice = ''] = output
    .slice(start + NOT_BUILT.length)
    .trim()
    .split(/\n\s*\n/)
  const [heading = '', firstItem = ''] = advice.split('\n')
  const item = firstItem.trim().replace(/^- /, '')
  const description = shorten(item ? `${heading.replace(/:$/, '')}: ${item}` : heading)
  // The file at fault, relative to the repository as the advice names it (content/…), wherever the
  // content folder lies on the runner.
  const file = /(?:^|[\s/])(content\/[\w./-]+\.\w+)/m.exec(advice)?.[1]
  const properties = [file ? `file=${escapeProperty(file)}` : '', `title=${escapeProperty(NOT_BUILT)}`]
  return {
    state: 'failure',
    description,
    annotation: `::error ${properties.filter(Boolean).join(',')}::${escapeData(advice)}`,
    summary: `### ${NOT_BUILT}\n\n\`\`\`\n${advice}\n\`\`\`\n`,
  }
}

/** Runs `npm run build`, passing its output through, and resolves with its exit code and its stderr. */
function build(): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { stdio: ['ignore', 'inherit', 'pipe'] })
    let output = ''
    child.stderr.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk)
      output += chunk.toString('utf8')
    })
    child.once('error', reject)
    child.once('close', (code) => resolve({ code: code ?? 1, output }))
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [outputsFile, summaryFile] = process.argv.slice(2)
  const { code, output } = await build()
  const report = reportOfBuild(code, output)
  if (report.annotation) console.log(report.annotation)
  if (outputsFile) appendFileSync(outputsFile, `state=${report.state}\ndescription=${report.description}\n`)
  if (summaryFile && report.summary) appendFileSync(summaryFile, report.summary)
  process.exit(code)
}
