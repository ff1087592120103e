// Every test here edits a scratch copy of the sample content and reads the site anew, so none depends on the
// owner's words: what is checked is what the site does with whatever the files say.
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, expect, test, vi } from 'vitest'
import { parse } from 'yaml'
import { scratchContentCopies } from '../../tests/support/scratch-content'
import { SAMPLE_CONTENT_DIR } from '../../tests/support/test-environment'

const scratchContent = scratchContentCopies()

// Each test that changes the content imports the content modules afresh; the first import of the graph
// transforms every module of it, which took over 20 s on a busy machine: done once before the tests,
// which then import what is already transformed, each within its own time. That first read is of the
// sample as it is, which the tests that only read it share: a read costs about half a CPU-second.
vi.setConfig({ testTimeout: 20_000 })
let sample: Awaited<ReturnType<typeof readSite>>
beforeAll(async () => {
  sample = await readSite()
}, 90_000)

/** The site's content modules as a fresh build would read them from the scratch copy. */
async function readSite() {
  vi.resetModules()
  const [pages, navigation, services, caseStudies, legal] = await Promise.all([
    import('./page-list'),
    import('./navigation'),
    import('./services'),
    import('./case-studies'),
    import('./legal'),
  ])
  return { ...pages, ...navigation, ...services, ...caseStudies, ...legal }
}

function copyFile(dir: string, from: string, to: string, change: (source: string) => string) {
  writeFileSync(join(dir, to), change(readFileSync(join(dir, from), 'utf8')))
}

const firstFile = (dir: string, folder: string) => readdirSync(join(dir, folder)).sort()[0] ?? ''

/** A page's copy file as the sample content has it. */
const readCopy = (file: string) =>
  parse(readFileSync(join(SAMPLE_CONTENT_DIR, 'pages', `${file}.yaml`), 'utf8')) as Record<string, string>

test('a new service is a new file: its name is the id and the URL, and the menus, footer, sitemap and prerender list take it', async () => {
  const dir = scratchContent()
  copyFile(dir, `services/${firstFile(dir, 'services')}`, 'services/data-and-analytics.yaml', (source) =>
    source.replace(/^order: .*$/m, 'order: 99').replace(/^title: .*$/m, 'title: Data & Analytics'),
  )
  const site = await readSite()
  const added = site.services.at(-1)
  expect(added).toMatchObject({
    id: 'data-and-analytics',
    title: 'Data & Analytics',
    path: '/services/data-and-analytics',
  })
  const link = { label: 'Data & Analytics', href: '/services/data-and-analytics' }
  expect(site.mainNav.flatMap((item) => item.submenu?.links ?? []).at(-1)).toEqual(link)
  expect(site.footerLinks.services.at(-1)).toEqual(link)
  expect(site.indexablePages()).toContainEqual({
    path: '/services/data-and-analytics',
    name: 'Data & Analytics',
    group: 'Services',
  })
  expect(site.prerenderPaths()).toContain('/services/data-and-analytics')
  expect(site.findService('Data-And-Analytics')).toBe(added)
})

test('services and case studies come in the order of their order field, whatever their file names', async () => {
  const dir = scratchContent()
  const files = readdirSync(join(dir, 'services')).sort()
  for (const [index, file] of files.entries()) {
    copyFile(dir, `services/${file}`, `services/${file}`, (source) =>
      source.replace(/^order: .*$/m, `order: ${files.length - index}`),
    )
  }
  const site = await readSite()
  expect(site.services.map((service) => `${service.id}.yaml`)).toEqual([...files].reverse())
  const orders = site.caseStudies.map((caseStudy) => caseStudy.order)
  expect(orders).toEqual([...orders].sort((a, b) => a - b))
})

test('a fifth case study is listed, and the home page features the first three by order', async () => {
  const dir = scratchContent()
  copyFile(dir, `case-studies/${firstFile(dir, 'case-studies')}`, 'case-studies/a-new-client.yaml', (source) =>
    source.replace(/^order: .*$/m, 'order: 0').replace(/^title: .*$/m, 'title: A New Client'),
  )
  const site = await readSite()
  expect(site.caseStudies[0]).toMatchObject({ id: 'a-new-client', title: 'A New Client' })
  expect(site.featuredCaseStudies).toEqual(site.caseStudies.slice(0, 3))
  expect(site.caseStudies.length).toBe(readdirSync(join(dir, 'case-studies')).length)
})

// Reads the whole site anew, which takes seconds on a busy machine.
test('a draft service, case study and article, and one dated tomorrow, are in no menu, list, tag, sitemap or share image', async () => {
  const dir = scratchContent()
  const asDraft = (source: string) => `${source.trimEnd()}\ndraft: true\n`
  copyFile(dir, `services/${firstFile(dir, 'services')}`, 'services/a-draft-service.yaml', asDraft)
  copyFile(dir, `case-studies/${firstFile(dir, 'case-studies')}`, 'case-studies/a-draft-case.yaml', (source) =>
    asDraft(source).replace(/^order: .*$/m, 'order: 0'),
  )
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
  const article = (tag: string, date: string) => (source: string) =>
    source.replace(/^tags:\n/m, `tags:\n  - ${tag}\n`).replace(/^date: .*$/m, `date: ${date}`)
  const model = `articles/${firstFile(dir, 'articles')}`
  copyFile(dir, model, 'articles/a-draft-article.md', (source) =>
    article('Only In A Draft', '2026-01-01')(source).replace(/^---\n/, '---\ndraft: true\n'),
  )
  copyFile(dir, model, 'articles/next-monday.md', article('Only Next Monday', tomorrow))
  vi.resetModules()
  const [site, insights, shareImages] = await Promise.all([readSite(), import('./insights'), import('./share-images')])
  const everywhere = JSON.stringify([
    site.indexablePages(),
    site.prerenderPaths(),
    site.mainNav,
    site.footerLinks,
    site.featuredCaseStudies,
    site.caseStudies,
    insights.articles,
    insights.allTags(),
    insights.articles.map((one) => insights.relatedArticles(one)),
    shareImages.shareImages(),
  ])
  for (const held of [
    'a-draft-service',
    'a-draft-case',
    'a-draft-article',
    'next-monday',
    'only-in-a-draft',
    'only-next-monday',
  ]) {
    expect(everywhere.includes(held), `${held} is listed somewhere`).toBe(false)
  }
  expect(site.caseStudies[0]?.id, 'the draft case study would have been first').not.toBe('a-draft-case')
}, 30_000)

test('a service file whose name cannot be a URL is refused, naming the file', async () => {
  const dir = scratchContent()
  const file = firstFile(dir, 'services')
  renameSync(join(dir, 'services', file), join(dir, 'services', 'Data Analytics.yaml'))
  await expect(readSite()).rejects.toThrow(/Data Analytics\.yaml:\n\s+- \(whole file\): the file name becomes the URL/)
})

test('a service file that states its own id is refused: the file name is the id', async () => {
  const dir = scratchContent()
  const file = firstFile(dir, 'services')
  copyFile(dir, `services/${file}`, `services/${file}`, (source) => `id: something-else\n${source}`)
  await expect(readSite()).rejects.toThrow(new RegExp(`${file.replace('.', '\\.')}:\\n\\s+- \\(whole file\\): .*"id"`))
})

test('an empty services folder stops the build rather than publishing a site without services', async () => {
  const dir = scratchContent()
  for (const file of readdirSync(join(dir, 'services'))) rmSync(join(dir, 'services', file))
  await expect(readSite()).rejects.toThrow(/services:\n\s+- \(whole file\): the folder needs at least one \.yaml file/)
})

test('the header lists the pages whose rows put them there, in order, labelled by their copy; SERVICES holds every service', async () => {
  const site = sample
  const inHeader = Object.values(site.pages).filter((page) => page.linkedFrom.header !== undefined)
  inHeader.sort((a, b) => (a.linkedFrom.header ?? 0) - (b.linkedFrom.header ?? 0))
  expect(site.mainNav.map(({ label, href }) => ({ label, href }))).toEqual(
    inHeader.map((page) => ({ label: readCopy(page.copyFile).menuLabel, href: page.path })),
  )
  expect(site.mainNav.find((item) => item.href === site.pages.services.path)?.submenu).toEqual({
    overviewLabel: readCopy(site.pages.services.copyFile).menuOverviewLabel,
    links: site.services.map((service) => ({ label: service.title, href: service.path })),
  })
})

test('the footer lists each page where its row says, by the name in its copy; a menu label the copy lacks stops the build', async () => {
  const site = sample
  for (const list of ['company', 'legal'] as const) {
    const placed = Object.values(site.pages).filter((page) => page.linkedFrom[list] !== undefined)
    placed.sort((a, b) => (a.linkedFrom[list] ?? 0) - (b.linkedFrom[list] ?? 0))
    expect(site.footerLinks[list], list).toEqual(
      placed.map((page) => ({ label: readCopy(page.copyFile).name, href: page.path })),
    )
  }
  expect(site.footerLinks.services).toEqual(
    site.services.map((service) => ({ label: service.title, href: service.path })),
  )
  const dir = scratchContent()
  const about = join(dir, 'pages', `${site.pages.about.copyFile}.yaml`)
  writeFileSync(about, readFileSync(about, 'utf8').replace(/^menuLabel: .*\n/m, ''))
  await expect(readSite()).rejects.toThrow(
    `${site.pages.about.copyFile}.yaml:\n  - menuLabel: missing: the header links /about with this word (“Menu label” in the editor)`,
  )
})

test('legal texts name the configured company, e-mail and site, and leave no placeholder or owner note visible', async () => {
  vi.stubEnv('VITE_COMPANY_NAME', 'Placeholder Test Ltd')
  vi.stubEnv('VITE_CONTACT_EMAIL', 'hello@placeholder.test')
  const { privacyPolicy, termsOfService } = await readSite()
  for (const document of [privacyPolicy, termsOfService]) {
    expect(document.html).toContain('Placeholder Test Ltd')
    // Marked as its own address, so print doesn't repeat it after the link.
    expect(document.html).toContain(
      '<a href="mailto:hello@placeholder.test" data-url-in-text="">hello@placeholder.test</a>',
    )
    expect(document.html).not.toMatch(/\{\w+\}|OWNER|<!--/)
    expect(document.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  }
})

// The one place words are checked: a privacy notice must say what the form collects, who processes
// it and how to complain (docs/product.md#legal-pages), so an edit that drops one should not publish.
test('the Privacy Policy names the form fields, the processor, retention, rights, the ICO and no cookies', async () => {
  const { privacyPolicy } = sample
  for (const field of ['your name', 'your e-mail address', 'your phone number', 'your company name', 'the service']) {
    expect(privacyPolicy.html).toContain(field)
  }
  for (const phrase of [
    'your message',
    'EmailJS',
    'processor',
    'How long we keep it',
    'Your rights',
    'ico.org.uk',
    'no cookies',
  ]) {
    expect(privacyPolicy.html).toContain(phrase)
  }
})

test('the sitemap lists every page once, in the groups Main, Services, Insights and Legal', async () => {
  const site = sample
  const paths = site.indexablePages().map((page) => page.path)
  expect(new Set(paths).size).toBe(paths.length)
  expect([...new Set(site.indexablePages().map((page) => page.group))]).toEqual([
    'Main',
    'Services',
    'Insights',
    'Legal',
  ])
})
