/**
 * A project site (https://owner.github.io/repo) in Chromium, on the project-site build
 * (tests/support/project-site.ts, made by scripts/build-changed.ts): as GitHub Pages serves its folder under /repo/, and as
 * `npm start` serves the build. The fixture fails a test on any failed subresource, CSP violation
 * or console error, so a stylesheet, font or photo outside the path would show. What HTTP sees
 * (every address under /repo/, answering 200, on every host) is tests/changed-site/project-site.test.ts.
 */
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { HOST_FOLDERS } from '../../../pipeline/hosts/write-deploy-files'
import { createSiteServer } from '../../../server/site-server.js'
import { expectNoViolations } from '../../support/axe'
import { COLOUR_RULES } from '../../support/axe-rules'
import { test as base, expect } from '../../support/fixtures'
import { startGithubPages } from '../../support/hosts/github-pages-host'
import { PROJECT_SITE } from '../../support/project-site'
import { type Served, servedPerWorker } from '../../support/served-per-worker'

/** The project-site build as GitHub Pages serves its folder, and as `npm start` serves it: one pair per worker. */
const test = base.extend<object, { served: Record<'GitHub Pages' | 'npm start', Served> }>({
  served: servedPerWorker(async () => {
    const buildDir = PROJECT_SITE.buildDir
    const pages = await startGithubPages(join(buildDir, HOST_FOLDERS.githubPages.dir), PROJECT_SITE.basePath)
    const server = await createSiteServer({ buildDir, log: () => {} })
    const origin = await server.listen({ port: 0, host: '127.0.0.1' })
    return { 'GitHub Pages': pages, 'npm start': { origin, stop: () => server.close() } }
  }),
})

/** The page's look as its stylesheet sets it: the header fixed at the top, the text in the system's sans-serif. */
async function isStyled(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header')
    return {
      header: header ? getComputedStyle(header).position : 'none',
      font: getComputedStyle(document.body).fontFamily.split(',')[0],
    }
  })
}

// The project-site build is of the owner's content/ as it is (scripts/build-changed.ts): nothing here
// names its titles or labels, which the owner may have changed.
for (const name of ['GitHub Pages', 'npm start'] as const) {
  test(`on ${name}, /repo/about shows the About page styled, and a typed /repo/About lands on it`, async ({
    page,
    served,
  }) => {
    const { origin } = served[name]
    await page.goto(`${origin}${PROJECT_SITE.basePath}/about`)
    const title = await page.title()
    expect(title).not.toBe('')
    expect(await isStyled(page)).toEqual({ header: 'fixed', font: 'ui-sans-serif' })
    await page.waitForLoadState('load')

    await page.goto(`${origin}${PROJECT_SITE.basePath}/About`)
    await page.waitForURL(`${origin}${PROJECT_SITE.basePath}/about`)
    await expect(page).toHaveTitle(title)
    expect(await isStyled(page)).toEqual({ header: 'fixed', font: 'ui-sans-serif' })

    // The header's links stay under the path: home, the menu's first link, is /repo/.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().click()
    await expect(page).toHaveURL(`${origin}${PROJECT_SITE.basePath}/`)
    await page.waitForLoadState('load')
    if (name !== 'npm start') return
    // The owner's own home page (their brand, logo, services): axe finds nothing, light or dark.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await expectNoViolations(page, 'the home page of content/')
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' })
    await expectNoViolations(page, 'the home page of content/ (dark)', { only: COLOUR_RULES })
  })
}
