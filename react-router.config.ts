import type { Config } from '@react-router/dev/config'
import { loadConfiguration } from './app/config/read-environment'
import { prerenderPaths } from './app/content/page-list'
import { runBuildSteps } from './pipeline/build-step'
import { buildSteps } from './pipeline/steps'
import { brandAssetsOf } from './pipeline/vite-plugins/brand-plugin'
import { configurationOf } from './pipeline/vite-plugins/configuration-plugin'
import { photosOf } from './pipeline/vite-plugins/photos-plugin'

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
  buildDirectory: loadConfiguration().build.buildDir,
  prerender: prerenderPaths,
  buildEnd: async ({ reactRouterConfig, viteConfig }) => {
    const buildDir = reactRouterConfig.buildDirectory
    await runBuildSteps(buildSteps, {
      buildDir,
      clientDir: `${buildDir}/client`,
      config: configurationOf(viteConfig),
      photos: await photosOf(viteConfig),
      brand: await brandAssetsOf(viteConfig),
    })
  },
} satisfies Config
