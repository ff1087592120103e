/**
 * How the build stops for a mistake in the owner's files: the advice alone (which file, the field as
 * the editor names it, what is wrong and what would pass), without a stack or a path inside the
 * build's machinery, and exit code 1. React Router's command prints an error thrown while it loads
 * react-router.config.ts as "Error loading …: " with a stack, and Vite one thrown by a plugin with
 * its own; the config and the plugins that read the owner's files therefore stop here first.
 * Anything else is a fault of the code and keeps its stack. Node only.
 */
import { OWNER_ADVICE } from './advice-form.ts'

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
