import type { Config } from '@react-router/dev/config'
import { prerenderPaths } from './app/content/pages'
import { finishBuild } from './scripts/finish-build'

export default {
  // Every page is prerendered to static HTML; there is no server rendering at request time.
  ssr: false,
  buildDirectory: process.env.BUILD_DIR || 'build',
  prerender: prerenderPaths,
  buildEnd: async ({ reactRouterConfig }) => {
    await finishBuild(reactRouterConfig.buildDirectory)
  },
} satisfies Config
