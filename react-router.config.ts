import type { Config } from '@react-router/dev/config'
import { withOwnerAdvice } from './app/config/owner-advice'

// The owner's settings and content are read as these modules load (the page list, the build steps'
// share images): a mistake in them stops the build with advice alone, no stack (app/config/owner-advice.ts).
// The header and the privacy notice are made here too, so that a page's copy without the header's
// word for it, or a notice without the sentence analytics replaces, stops the build now, with advice,
// not later while pages prerender, where React Router prints any error with its stack. (More header
// links than it holds do not stop it: the page list links the rest from the footer and says so.)
const { basePathOf, configuration, build } = await withOwnerAdvice(async () => {
  const settings = {
    ...(await import('./app/config/base-path')),
    configuration: (await import('./app/config/read-environment')).loadConfiguration(),
  }
  // `npm run typecheck` loads this file in mode typegen (package.json) for the routes' types alone:
  // nothing is built, so neither the content nor the build steps are read (a third of its CPU).
  if (import.meta.env?.MODE === 'typegen') return { ...settings, build: undefined }
  const build = {
    ...(await import('./app/content/page-list')),
    ...(await import('./pipeline/build-step')),
    ...(await import('./pipeline/steps')),
    ...(await import('./pipeline/vite-plugins/brand-plugin')),
    ...(await import('./pipeline/vite-plugins/configuration-plugin')),
    ...(await import('./pipeline/vite-plugins/photos-plugin')),
  }
  await import('./app/content/navigation')
  await import('./app/content/legal')
  return { ...settings, build }
})

export default {
  // Every page is prerendered to static HTML; there is no server rendering at request time.
  ssr: false,
  // React Router 8's behaviour now where it holds for prerendered pages; every flag is set, so the
  // build prints no future-flag notices.
  future: {
    v8_middleware: true,
    // `npm run dev`: Vite's optimizer reads the routes for their packages as it starts, so a first
    // visit no longer finds them, bundles again and reloads the page (Remix's "Dependency
    // optimization" guide; pipeline/vite-plugins/icons-plugin.ts tells it the icons).
    unstable_optimizeDeps: true,
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
  prerender: build?.prerenderPaths,
  buildEnd: ({ reactRouterConfig, viteConfig }) =>
    withOwnerAdvice(async () => {
      if (!build) throw new Error('Mode typegen reads the routes alone: build without --mode typegen')
      const { runBuildSteps, buildSteps, configurationOf, photosOf, brandAssetsOf } = build
      const buildDir = reactRouterConfig.buildDirectory
      await runBuildSteps(buildSteps, {
        buildDir,
        clientDir: `${buildDir}/client`,
        config: configurationOf(viteConfig),
        photos: await photosOf(viteConfig),
        brand: await brandAssetsOf(viteConfig),
        warnings: [],
      })
    }),
} satisfies Config
