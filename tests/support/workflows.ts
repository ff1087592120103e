/**
 * The repository's GitHub Actions workflows, read with GitHub's own parser (@actions/workflow-parser,
 * installed on demand in tools/github-actions, scripts/on-demand-tools.ts): what GitHub would refuse
 * in one, its jobs and triggers; and its YAML as written, for what the parser checks but does not
 * keep (an action's inputs, a step's command, the environment).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parse } from 'yaml'
import { toolDir } from '../../scripts/on-demand-tools'

type WorkflowParser = {
  parseWorkflow(
    file: { name: string; content: string },
    trace: object,
  ): { context: { errors: { getErrors(): { message: string }[] } }; value: unknown }
  convertWorkflowTemplate(
    context: object,
    root: unknown,
  ): Promise<{ errors?: { Message: string }[]; jobs?: { id: { value: string } }[]; events?: WorkflowEvents }>
  NoOperationTraceWriter: new () => object
}

type WorkflowEvents = { schedule?: { cron: string }[]; push?: object }

type WorkflowStep = {
  uses?: string
  run?: string
  if?: string
  with?: Record<string, string>
  env?: Record<string, string>
}

/** The YAML as written: what the tests read beyond the parser's result. */
type WorkflowYaml = {
  env?: Record<string, string>
  permissions?: Record<string, string>
  jobs: Record<string, { env?: Record<string, string>; permissions?: Record<string, string>; steps: WorkflowStep[] }>
}

/** `file` (relative to the repository) as GitHub reads it: its errors (none, for a valid one), jobs, triggers and YAML. */
export async function readWorkflow(file: string) {
  // The package's `exports` allow import only: loaded from its own entry file.
  const entry = join(toolDir('github-actions'), 'node_modules', '@actions', 'workflow-parser', 'dist', 'index.js')
  const parser: WorkflowParser = await import(pathToFileURL(entry).href)
  const content = readFileSync(file, 'utf8')
  const parsed = parser.parseWorkflow({ name: file, content }, new parser.NoOperationTraceWriter())
  const errors = parsed.context.errors.getErrors().map((error) => error.message)
  const workflow = await parser.convertWorkflowTemplate(parsed.context, parsed.value)
  return {
    errors: [...errors, ...(workflow.errors ?? []).map((error) => error.Message)],
    jobs: workflow.jobs?.map((job) => job.id.value) ?? [],
    events: workflow.events ?? {},
    yaml: parse(content) as WorkflowYaml,
  }
}
