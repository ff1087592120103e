/**
 * The content check every push runs (.github/workflows/check-content.yml): builds the site as the
 * hosts do and, when the build refuses the content, says so where GitHub shows it: an error
 * annotation naming the file (on the run's page and in GitHub's e-mail about the failed run), the
 * advice in the run's summary, and its first line as the commit status's description, which /admin's
 * corner shows (pipeline/editor/save-status-panel.ts). When it builds, what the build settled by
 * itself (its /admin/build-report.json, pipeline/owner-report.ts) is counted in the description
 * ("Built, 2 things to look at"), each thing a warning annotation naming its file, and listed in the
 * summary. Exits as the build did.
 * Run: `npx tsx scripts/content-check.ts <step outputs file> <step summary file>` (the workflow
 * passes $GITHUB_OUTPUT and $GITHUB_STEP_SUMMARY; without them it only builds and prints).
 */
import { spawn } from 'node:child_process'
import { appendFileSync, existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { NOT_BUILT, thingsToLookAt } from '../app/config/owner-advice.ts'
import { loadConfiguration } from '../app/config/read-environment.ts'
import { OWNER_REPORT_PATH, type OwnerReport } from '../pipeline/owner-report.ts'

/** GitHub keeps at most 140 characters of a commit status's description. */
const DESCRIPTION_LIMIT = 140

export type CheckReport = {
  state: 'success' | 'failure'
  /** One line for the commit status. */
  description: string
  /** The workflow commands GitHub turns into annotations: an error when refused, a warning per thing to look at. */
  annotations: string[]
  /** Markdown for the run's summary page; '' when the build passed with nothing to look at. */
  summary: string
}

/** What GitHub's workflow commands need escaped: a property value more than a message. */
const escapeData = (text: string) => text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A')
const escapeProperty = (text: string) => escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C')

const shorten = (text: string) =>
  text.length <= DESCRIPTION_LIMIT ? text : `${text.slice(0, DESCRIPTION_LIMIT - 1).trimEnd()}…`

/** A content file as the repository names it (content/…), wherever the content folder lies on the runner. */
const inRepository = (text: string) => /(?:^|[\s/])(content\/[\w./-]+\.\w+)/m.exec(text)?.[1]

/** A built site's report: the status counts what the build settled; each thing is a warning on the run. */
function reportOfBuilt(report: OwnerReport | undefined): CheckReport {
  if (!report) return { state: 'success', description: 'Built.', annotations: [], summary: '' }
  const { things } = report
  if (things.length === 0)
    return { state: 'success', description: 'Built, nothing to look at.', annotations: [], summary: '' }
  const heading = `Built, ${thingsToLookAt(things.length)}`
  const annotations = things.map(({ about, file, field, label, message }) => {
    const where = inRepository(file)
    // The heading's first words (the message keeps it whole, its pointer into the guide too).
    const [title = about] = about.split(/ \(|: /)
    const properties = [where ? `file=${escapeProperty(where)}` : '', `title=${escapeProperty(title)}`]
    const text = `${[file, field].filter(Boolean).join(', ')}: ${message}${label ? ` (“${label}” in the editor)` : ''}`
    return {
      about,
      text,
      command: `::warning ${properties.filter(Boolean).join(',')}::${escapeData(`${text}\n${about}`)}`,
    }
  })
  const abouts = [...new Set(annotations.map(({ about }) => about))]
  const sections = abouts.map(
    (about) =>
      `${about}:\n\n${annotations
        .filter((each) => each.about === about)
        .map(({ text }) => `- ${text.replaceAll('\n', ' ')}`)
        .join('\n')}\n`,
  )
  return {
    state: 'success',
    description: heading,
    annotations: annotations.map(({ command }) => command),
    summary: `### ${heading}\n\nThe site was built; where the content could not be built as it asks, the build chose. Change the content to choose yourself.\n\n${sections.join('\n')}`,
  }
}

/**
 * The report of a build that exited with `code` and printed `output` (its stderr, where advice goes);
 * `built`, what a build that passed settled for the owner.
 */
export function reportOfBuild(code: number, output: string, built?: OwnerReport): CheckReport {
  if (code === 0) return reportOfBuilt(built)
  const start = output.indexOf(NOT_BUILT)
  if (start === -1) {
    return {
      state: 'failure',
      description: 'The build failed, not on the content: open the log.',
      annotations: ['::error title=The site was not built::The build failed. Its log says why.'],
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
  // The file at fault, as the repository names it.
  const file = inRepository(advice)
  const properties = [file ? `file=${escapeProperty(file)}` : '', `title=${escapeProperty(NOT_BUILT)}`]
  return {
    state: 'failure',
    description,
    annotations: [`::error ${properties.filter(Boolean).join(',')}::${escapeData(advice)}`],
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
  // Where that build wrote its report, read as the build read it (once it built, its settings load).
  const reportFile = code === 0 ? join(loadConfiguration().build.buildDir, 'client', OWNER_REPORT_PATH) : ''
  const built = existsSync(reportFile) ? (JSON.parse(readFileSync(reportFile, 'utf8')) as OwnerReport) : undefined
  const report = reportOfBuild(code, output, built)
  for (const annotation of report.annotations) console.log(annotation)
  if (outputsFile) appendFileSync(outputsFile, `state=${report.state}\ndescription=${report.description}\n`)
  if (summaryFile && report.summary) appendFileSync(summaryFile, report.summary)
  process.exit(code)
}
