/**
 * What a build step is, and the runner that runs the ordered list (./steps.ts) after React Router
 * has prerendered every page. Each step says which parts of the build it reads and writes; the
 * runner refuses an order in which a step would read something a later step still changes.
 */
import type { OwnerWarning } from '../app/config/advice-form.ts'
import type { Configuration } from '../app/config/configuration-schema.ts'
import { isOwnerAdvice, warnOwner } from '../app/config/owner-advice.ts'
import type { BrandAssets } from './brand/prepare-brand-assets.ts'
import type { PreparedPhotos } from './photos/prepare-photos.ts'

/** The parts of a build that steps hand on to each other. */
type BuildPart =
  /** The prerendered HTML documents under client/. */
  | 'documents'
  /** Any file under client/ that visitors are served (documents included). */
  | 'client files'
  /** build/site-manifest.json. */
  | 'serving rules'
  /**
   * client/admin/build-report.json (./owner-report.ts): a client file, written once every step that
   * settles something for the owner has run, which no page, address or redirect depends on.
   */
  | 'owner report'

export type BuildContext = {
  /** React Router's build directory (BUILD_DIR, default build/). */
  buildDir: string
  /** What visitors are served: `${buildDir}/client`. */
  clientDir: string
  /** The configuration Vite read for this build (pipeline/vite-plugins/configuration-plugin.ts). */
  config: Configuration
  /** The photos prepared before the pages rendered (pipeline/vite-plugins/photos-plugin.ts). */
  photos: PreparedPhotos
  /** The favicon, icons and logo prepared before the pages rendered (pipeline/vite-plugins/brand-plugin.ts). */
  brand: BrandAssets
  /**
   * What the build settled for the owner (./owner-report.ts): each step that settles something adds
   * its warnings here, the report step publishes them, and the log's last lines print them.
   */
  warnings: OwnerWarning[]
}

export type BuildStep = {
  name: string
  /** One line: what the step is for. */
  purpose: string
  reads?: BuildPart[]
  writes?: BuildPart[]
  run: (context: BuildContext) => Promise<void> | void
}

/** Throws naming the first step that reads a part a later step still writes. */
export function checkStepOrder(steps: readonly BuildStep[]): void {
  steps.forEach((step, index) => {
    for (const part of step.reads ?? []) {
      const later = steps.slice(index + 1).find((other) => other.writes?.includes(part))
      if (later) {
        throw new Error(`Build step "${step.name}" reads ${part}, which "${later.name}" writes after it`)
      }
    }
  })
}

/** Runs the steps in order, logging each one's time; a failure names its step. Ends with what it settled for the owner. */
export async function runBuildSteps(steps: readonly BuildStep[], context: BuildContext): Promise<void> {
  checkStepOrder(steps)
  for (const step of steps) {
    const started = performance.now()
    try {
      await step.run(context)
    } catch (error) {
      // A refusal of the owner's files is printed as it is, in its own words (app/config/owner-advice.ts).
      if (isOwnerAdvice(error)) throw error
      const reason = error instanceof Error ? error.message : String(error)
      throw new Error(`Build step "${step.name}" failed: ${reason}`, { cause: error })
    }
    console.log(`  ${step.name} (${Math.round(performance.now() - started)} ms)`)
  }
  warnOwner(context.warnings)
}
