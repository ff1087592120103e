import { defineConfig } from 'vitest/config'
import { islandEntryPlugin } from './pipeline/vite-plugins/island-entry-plugin.ts'

// Unit and component tests only; browser tests live in tests/e2e and run under Playwright. Not
// vite.config.ts's plugins: React Router's plugin builds the app and is not for tests, and the
// content and configuration modules run as they are under Node, reading content/ and the environment.
const shared = {
  // Provides `virtual:contact-island` (the island's URL) to the components that print its loader.
  plugins: [islandEntryPlugin()],
  test: { restoreMocks: true },
}

export default defineConfig({
  test: {
    projects: [
      // Components and the content they render: a DOM for Testing Library.
      {
        ...shared,
        test: {
          ...shared.test,
          name: 'app',
          environment: 'jsdom',
          include: ['app/**/*.test.{ts,tsx}'],
          setupFiles: ['./tests/support/vitest-setup.ts'],
        },
      },
      // The server, the build's tools and the hosts' stand-ins run in Node and need no DOM, whose set-up
      // costs every file a second.
      {
        ...shared,
        test: {
          ...shared.test,
          name: 'node',
          environment: 'node',
          // GitHub's workflow parser (tools/github-actions) imports its JSON schema the way bundlers
          // read it, without an import attribute: Vite loads it instead of Node.
          server: { deps: { inline: [/@actions\/workflow-parser/] } },
          include: [
            'server/**/*.test.{ts,js}',
            'pipeline/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/{support,stand-ins}/**/*.test.ts',
          ],
        },
      },
    ],
  },
})
