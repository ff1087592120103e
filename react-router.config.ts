import type { Config } from '@react-router/dev/config'
import { basePathOf } from './app/config/base-path'
import { loadConfiguration } from './app/config/read-environment'
import { prerenderPaths } from './app/content/page-list'
import { runBuildSteps } from './pipeline/build-step'
import { buildSteps } from './pipeline/steps'
import { brandAssetsOf } from './pipeline/vite-plugins/brand-plugin'
import { configurationOf } from './pipeline/vite-plugins/configuration-plugin'
import { photosOf } from './pipeline/vite-plugins/photos-plugin'

const configuration = loadConfiguration()

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
  buildDirectory: configuration.build.buildDir,
  // A project site (https://owner.github.io/repo) is served under its path: links and routes carry
  // it, from the site's address as Vite's `base` does (pipeline/vite-plugins/configuration-plugin.ts).
  // With its trailing slash, so that the home page's links are `/repo/`, the address every host serves.
  basename: `${basePathOf(configuration.site.url)}/`,
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
