import type { Config } from '@react-router/dev/config'
import { prerenderPaths } from './app/content/pages'
import { runBuildSteps } from './scripts/build/build-step'
import { configurationOf } from './scripts/build/configuration-plugin'
import { photosOf } from './scripts/build/photos-plugin'
import { buildSteps } from './scripts/build/steps'

export default {
  // Every page is prerendered to static HTML; there is no server rendering at request time.
  ssr: false,
  // React Router 8's behaviour now where it holds for prerendered pages; every flag is set, so the
  // build prints no future-flag notices.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    // Off: with it, prerendering asks for /services/<id>/ and the menus lose the current page
    // (aria-current); set explicitly so the build does not print the flag's notice.
    v8_trailingSlashAwareDataRequests: false,
  },
  buildDirectory: process.env.BUILD_DIR || 'build',
  prerender: prerenderPaths,
  buildEnd: async ({ reactRouterConfig, viteConfig }) => {
    const buildDir = reactRouterConfig.buildDirectory
    await runBuildSteps(buildSteps, {
      buildDir,
      clientDir: `${buildDir}/client`,
      config: configurationOf(viteConfig),
      photos: await photosOf(viteConfig),
    })
  },
} satisfies Config
