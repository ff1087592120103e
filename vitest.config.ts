import { configDefaults, defineConfig } from 'vitest/config'
import { islandEntryPlugin } from './pipeline/vite-plugins/island-entry-plugin.ts'
import { sampleContentEnvironment } from './tests/support/test-environment.ts'

// Unit and component tests only; browser tests live in tests/e2e and run under Playwright. Not
// vite.config.ts's plugins: React Router's plugin builds the app and is not for tests, and the
// content and configuration modules run as they are under Node, reading content/ and the environment.
/**
 * Tests that replace a module of the app with `vi.mock` for their own file. In a VM context that
 * shares a worker with other files, Vitest 4 at times applies one file's mock to another file's
 * imports (vitest-dev/vitest#11284): a photo test then saw a project site's address from the next
 * file's mock. These run in a process of their own each instead.
 */
const OWN_MOCKS = {
  components: ['app/features/contact/enquiry-form.test.tsx'],
  node: [] as string[],
}
/**
 * The editor's pages in Vitest's jsdom environment (declared on their first line): a project of their
 * own, since a process that keeps its modules (isolate: false) keeps its environment too, and Vitest
 * starts a new one wherever the next file asks for another.
 */
const DOM_IN_NODE = [
  'pipeline/editor/inbox-page.test.ts',
  'pipeline/editor/save-status-mailbox.test.ts',
  'pipeline/editor/save-status-panel.test.ts',
  'pipeline/editor/save-status-things.test.ts',
]
/**
 * The components' set-up: the photos' stand-ins (as for the app's tests), then Testing Library's
 * clean-up and jest-dom's matchers (tests/support/dom-testing.ts). The app's tests render little: the
 * two that do import dom-testing themselves, and the rest no longer load Testing Library and
 * jest-dom in each file's context.
 */
const COMPONENT_SETUP = ['./tests/support/vitest-setup.ts', './tests/support/dom-testing.ts']

const shared = {
  // Provides `virtual:contact-island` (the island's URL) to the components that print its loader.
  plugins: [islandEntryPlugin()],
  // 15 s per test: Vitest's 5 s was for a machine running nothing else, and npm test runs its
  // stages side by side on two cores (a unit test that needs longer says so). For the same reason
  // an `expect.poll` waits up to 10 s, as a browser test's expectation does, not Vitest's 1 s.
  // The content readers read the tests' own copy of the shipped sample, never the owner's content/
  // (docs/decisions/031-tests-bring-their-own-content.md); a test of content/ itself names it.
  test: {
    restoreMocks: true,
    testTimeout: 15_000,
    expect: { poll: { timeout: 10_000 } },
    env: sampleContentEnvironment,
  },
}

const nodeTests = {
  ...shared.test,
  environment: 'node' as const,
  // One process that takes one file at a time (sharp and fetch share a process's few I/O threads,
  // which files run side by side in one process starved) and keeps its modules from file to file
  // (isolate: false): in VM contexts (vmForks) every file loaded its modules and their packages
  // again, and loading cost more than testing (decision 054). None of these files mocks a module
  // (those are OWN_MOCKS, in a process each) or sets process.env or a global but through
  // vi.stubEnv and vi.stubGlobal, which are undone before the next test.
  pool: 'forks' as const,
  isolate: false,
  unstubEnvs: true,
  unstubGlobals: true,
  // GitHub's workflow parser (tools/github-actions) imports its JSON schema the way bundlers
  // read it, without an import attribute: Vite loads it instead of Node.
  server: { deps: { inline: [/@actions\/workflow-parser/] } },
}

export default defineConfig({
  test: {
    projects: [
      // Components: a DOM for Testing Library. Each file runs in a VM context of its own inside a
      // reused worker (vmThreads): the same isolation between files at a third of the time, since
      // a worker per file spent a second setting up jsdom and loading React again.
      {
        ...shared,
        test: {
          ...shared.test,
          name: 'components',
          environment: 'jsdom',
          pool: 'vmThreads',
          include: ['app/**/*.test.tsx'],
          exclude: [...configDefaults.exclude, ...OWN_MOCKS.components],
          setupFiles: COMPONENT_SETUP,
        },
      },
      {
        ...shared,
        test: {
          ...shared.test,
          name: 'components (own mocks)',
          environment: 'jsdom',
          pool: 'forks',
          include: OWN_MOCKS.components,
          setupFiles: COMPONENT_SETUP,
        },
      },
      // The content layer, configuration and the form's logic need no DOM, whose set-up costs every
      // file a second; a file that does need one says so on its first line (`@vitest-environment jsdom`).
      {
        ...shared,
        test: {
          ...shared.test,
          name: 'app',
          environment: 'node',
          pool: 'vmThreads',
          include: ['app/**/*.test.ts'],
          setupFiles: ['./tests/support/vitest-setup.ts'],
        },
      },
      // The build's tools, the server, the enquiry domain and the hosts' stand-ins run in Node, among
      // them the steps that use jsdom themselves (the logo's sanitiser, the walk over every refusal,
      // SVG photos, axe over HTML):
      // jsdom's CommonJS requires an ES module (@exodus/bytes), which Node loads and a VM context
      // could not, so while this project ran in VM contexts each had a process of its own, and
      // loaded jsdom again.
      {
        ...shared,
        test: {
          ...nodeTests,
          name: 'node',
          include: [
            'pipeline/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/{support,stand-ins}/**/*.test.ts',
            'server/**/*.test.{ts,js}',
            'enquiries/**/*.test.{ts,js}',
          ],
          exclude: [...configDefaults.exclude, ...OWN_MOCKS.node, ...DOM_IN_NODE],
        },
      },
      {
        ...shared,
        test: {
          ...nodeTests,
          name: 'node (DOM)',
          environment: 'jsdom',
          include: DOM_IN_NODE,
        },
      },
      // The node tests with mocks of their own, a process each: none at present (a project with no
      // files fails the run), since a process with the app's modules costs seconds before it tests.
      ...(OWN_MOCKS.node.length === 0
        ? []
        : [
            {
              ...shared,
              test: {
                ...shared.test,
                name: 'node (own mocks)',
                environment: 'node' as const,
                pool: 'forks' as const,
                include: OWN_MOCKS.node,
              },
            },
          ]),
    ],
  },
})
