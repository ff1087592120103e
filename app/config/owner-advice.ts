/**
 * How the build stops for a mistake in the owner's files: the advice alone (which file, the field as
 * the editor names it, what is wrong and what would pass), without a stack or a path inside the
 * build's machinery, and exit code 1. React Router's command prints an error thrown while it loads
 * react-router.config.ts as "Error loading …: " with a stack, and Vite one thrown by a plugin with
 * its own; the config and the plugins that read the owner's files therefore stop here first.
 * Anything else is a fault of the code and keeps its stack. What the build resolved by itself, so that
 * the site still publishes, it prints as warnings in the same form (`warnOwner`). Node only.
 */
import { adviceText, OWNER_ADVICE, type OwnerWarning } from './advice-form.ts'

export function isOwnerAdvice(error: unknown): error is Error {
  return error instanceof Error && (error as Error & { [OWNER_ADVICE]?: boolean })[OWNER_ADVICE] === true
}

/** The line before the advice: scripts/content-check.ts finds the advice in the build's output by it. */
export const NOT_BUILT = 'The site was not built: a change is needed in the content.'

/** Prints owner advice and exits; rethrows anything else. */
export function stopWithAdvice(error: unknown): never {
  if (!isOwnerAdvice(error)) throw error
  process.stderr.write(`\n${NOT_BUILT}\n\n${error.message}\n\n`)
  process.exit(1)
}

/** `work`'s result, or the build stopped with its advice. */
export async function withOwnerAdvice<Result>(work: () => Result | Promise<Result>): Promise<Result> {
  try {
    return await work()
  } catch (error) {
    stopWithAdvice(error)
  }
}

/**
 * For a Vite plugin's hook: while building, `work`'s result or the build stopped with its advice;
 * under `npm run dev` the error goes to Vite's overlay as before.
 */
export function adviseWhenBuilding<Result>(building: boolean, work: () => Result): Result {
  if (!building) return work()
  try {
    const result = work()
    return (result instanceof Promise ? result.catch(stopWithAdvice) : result) as Result
  } catch (error) {
    stopWithAdvice(error)
  }
}

/** "1 thing to look at", "2 things to look at": how the log, the content check's status and /admin count them. */
export function thingsToLookAt(count: number): string {
  return `${count} ${count === 1 ? 'thing' : 'things'} to look at`
}

/** The build log's text for `warnings`, each in the form of a refusal, counted by line; '' when there are none. */
export function warningsText(warnings: readonly OwnerWarning[]): string {
  if (warnings.length === 0) return ''
  const blocks = warnings.map(({ heading, lines }) => adviceText(heading, lines))
  const count = warnings.reduce((sum, { lines }) => sum + lines.length, 0)
  return `The site was built, with ${thingsToLookAt(count)}: where the content could not be built as it asks, the build chose, as below. Change the content to choose yourself.\n\n${blocks.join('\n\n')}`
}

/** Prints what the build resolved by itself, without a stack; nothing when it resolved nothing. */
export function warnOwner(warnings: readonly OwnerWarning[]): void {
  const text = warningsText(warnings)
  if (text) console.warn(`\n${text}\n`)
}
