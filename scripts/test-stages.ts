/**
 * What `npm test` runs (scripts/test-all.ts runs it): each check as a stage that names what it
 * needs, in the order the rest waits for them, so the builds that the browser tests and the checks
 * of builds need come first. A new check is one more entry; docs/developer-guide.md "Tests" says
 * where a new test goes and what time it may cost.
 */
import { hasNode24 as hasNode24Here, NODE24 } from '../tests/support/node24'

/** Where each test stage writes its JSON report, read for the summary. */
export const REPORTS = '.reports'

/**
 * glibc's allocator in every stage's processes keeps up to this much memory it freed, and serves
 * blocks under 64 MB from its heap, instead of handing each back to the kernel and faulting it in
 * again: sharp's images (a photo's pixels, a page's photograph) are such blocks, and a page fault
 * costs the most on a virtual machine. A test build that encodes every photo: 40.5 and 41.5 CPU-s
 * with glibc's defaults, 36.7 and 34.6 with these (docs/decisions/062-allocator-keeps-freed-memory.md).
 * Chromium (PartitionAlloc), Java and the Rust and Go tools have allocators of their own.
 */
export const ALLOCATOR = {
  MALLOC_MMAP_THRESHOLD_: String(64 * 2 ** 20),
  MALLOC_TRIM_THRESHOLD_: String(256 * 2 ** 20),
  MALLOC_TOP_PAD_: String(64 * 2 ** 20),
}

const hasNode24 = hasNode24Here()
/**
 * The Node that runs the test runners and the shared test builds: Node 24 where .ci/run installed it,
 * the Node a host builds and serves on (.node-version), on which they cost a sixth less CPU than on
 * Node 20 (the unit tests 67.6–71.8 CPU-s against 75.5–90.0; a changed-content build 15.3 against 18.0;
 * docs/decisions/061-test-runners-on-node-24.md). The Node that runs npm test keeps what an owner runs
 * on it: the production build (`npm run build`), `npm start` in the checks of the builds
 * (tests/support/site-process.ts), `npm run dev` and `npm run editor`.
 */
const RUNNER_NODE = hasNode24 ? NODE24 : process.execPath
/** How a stage's name says it runs on Node 24. */
const onNode24 = (name: string, inside = false) =>
  !hasNode24 ? name : inside ? `${name}, Node 24` : `${name} (Node 24)`
const TEST_BUILD = onNode24('test build')
/** A package's command run by a Node directly: through npx, npm's own start cost each stage 0.8 CPU-s more. */
const VITEST = 'node_modules/vitest/vitest.mjs'
const PLAYWRIGHT = 'node_modules/@playwright/test/cli.js'
const tsx = (node: string, script: string, ...args: string[]) => [node, '--import', 'tsx', script, ...args]
const buildChanged = (which: string) => tsx(RUNNER_NODE, 'scripts/build-changed.ts', which)

export type Stage = {
  name: string
  command: string[]
  needs?: string[]
  /**
   * Stages that must have ended first, passed or failed: a build that takes what an earlier one left
   * in .cache/ (photos, share images, brand assets, compressed files) instead of making it again beside it.
   */
  after?: string[]
  env?: Record<string, string>
  /** The cores the stage keeps busy: 2 for the browser tests' workers, 0 for an install, else 1. */
  weight?: number
  /** The longest stage: it starts as soon as its needs have passed, room or not, and the others make room. */
  critical?: boolean
  /** Output that fails the stage even when its command succeeds. */
  forbidden?: RegExp
}

// On the Node that runs npm test: the servers these checks start are that Node's (`npm start`).
const vitestBuilds = (project: string, report: string) => [
  process.execPath,
  VITEST,
  'run',
  '--config',
  'vitest.builds.config.ts',
  '--project',
  project,
  '--reporter=dot',
  '--reporter=json',
  `--outputFile.json=${REPORTS}/${report}`,
]

// In order of what the rest waits for: the test build, then the browser tests at once (the longest
// stage), then the shared builds and what checks them beside the browser tests.
export const stages: Stage[] = [
  // With the stand-in photo host this script runs, which the builds download the stock photos from.
  { name: TEST_BUILD, command: tsx(RUNNER_NODE, 'scripts/build-test.ts') },
  // Tools only one check needs, each from its own lock file in tools/ (scripts/on-demand-tools.ts):
  // installed once, by .ci/run before npm test on CI, so on a second run this stage only checks them.
  // It waits on the registry and the disk more than it computes.
  { name: 'on-demand tools', command: tsx(process.execPath, 'scripts/on-demand-tools.ts', '--npm-test'), weight: 0 },
  // Need nothing, and the test build alone leaves a core idle for most of its time: the lint from the
  // start, the typecheck once the lint has ended (a fresh clone: the lint 0–20 s, the test build 0–42 s).
  { name: 'lint + format', command: ['npm', 'run', 'lint'] },
  // TypeScript 7 on one thread (npm passes the flag on to tsc): its parallel checkers each build their
  // own view of the types, which on a fresh clone cost 12 CPU-s against 8 for one, in the same time
  // alone and less beside the other stages. A developer's own `npm run typecheck` keeps them.
  { name: 'typecheck', command: ['npm', 'run', 'typecheck', '--', '--singleThreaded'] },
  // Everything a visitor does, in Chromium against npm start serving the test build.
  {
    name: `browser (${onNode24('Playwright', true)})`,
    command: [RUNNER_NODE, PLAYWRIGHT, 'test'],
    needs: [TEST_BUILD, 'on-demand tools'],
    weight: 2,
    critical: true,
  },
  // As the owner rebuilds a live site: into a copy of the test build that npm start serves meanwhile.
  {
    name: 'changed content: rebuilt',
    command: buildChanged('rebuilt'),
    needs: [TEST_BUILD],
  },
  // The third shared build (tests/support/project-site.ts): the owner's content/ as it is, under a path.
  { name: 'project-site build', command: buildChanged('project-site') },
  // A preview built the worst way round: into a copy of the live build that npm start serves. After
  // the rebuilt one, not beside it: the same changed content, so its new photos, share images, brand
  // assets and unchanged compressed files are then taken from .cache/, not made twice at once.
  {
    name: 'changed content: preview',
    command: buildChanged('preview'),
    needs: [TEST_BUILD],
    after: ['changed content: rebuilt'],
  },
  // After the first shared builds: beside the browser tests from the start, its server and
  // timing tests met four times the load and failed by chance; started last, it ended the run on
  // its own for its last minute. Every project, the server's and the enquiry domain's among them, on
  // the runners' Node (Node 24 where installed: the deployer's Node, decision 061).
  {
    name: onNode24('unit + component'),
    command: [
      RUNNER_NODE,
      VITEST,
      'run',
      '--reporter=dot',
      '--reporter=json',
      `--outputFile.json=${REPORTS}/unit.json`,
    ],
  },
  // What a visitor sees of the changed content, in Chromium, beside the main browser tests.
  {
    name: 'browser: changed content',
    command: [RUNNER_NODE, PLAYWRIGHT, 'test', '--config', 'playwright.changed-content.config.ts'],
    needs: ['changed content: rebuilt', 'project-site build', 'on-demand tools'],
  },
  // What the shared changed-content builds (tests/support/changed-content/changes.ts) hold and answer.
  {
    name: 'checks of changed content',
    command: vitestBuilds('changed-site', 'changed-site.json'),
    needs: ['changed content: rebuilt', 'changed content: preview', 'project-site build', 'on-demand tools'],
  },
  // What the test build wrote and what its servers (npm start, nginx, each host's own code) answer.
  {
    name: 'checks of the test build',
    command: vitestBuilds('built-site', 'built-site.json'),
    needs: [TEST_BUILD, 'on-demand tools'],
  },
  // The owner reads the build's log for what to act on: no library's deprecation or future-flag notice.
  // Built with no environment variables at all, as a host builds it, then each host's settings checked.
  {
    name: 'production build',
    command: tsx(process.execPath, 'scripts/build-without-environment.ts'),
    forbidden: /deprecat|future flag/i,
  },
  // The real MDN HTTP Observatory over https, on the production build: the test build's image
  // stand-in is plain http, which the Observatory rightly marks down once pages are served over https.
  { name: 'security grade', command: ['npm', 'run', 'observatory'], needs: ['production build', 'on-demand tools'] },
]
