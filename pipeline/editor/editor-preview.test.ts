import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import { readContent } from '../../app/content/read-content'
import { SAMPLE_CONTENT_DIR } from '../../tests/support/test-environment'
import { type PreviewHost, type PreviewProps, registerPreviews } from './editor-preview'
import { sectionPreviewParts } from './section-preview-parts'
import { sectionPreviews } from './section-previews'

/** The templates and stylesheet registered with a stand-in of the editor's API. */
function registered(names: string[]) {
  const forms = Object.fromEntries(
    names.map((name) => [name, name === 'home' ? ['heading', 'hero', 'intro', 'servicesSection'] : []]),
  )
  const templates = new Map<string, (props: PreviewProps) => unknown>()
  const styles: string[] = []
  const host: PreviewHost = {
    CMS: {
      registerPreviewStyle: (url) => styles.push(url),
      registerPreviewTemplate: (name, component) => templates.set(name, component),
    },
    h: createElement as PreviewHost['h'],
  }
  registerPreviews(
    host,
    '/assets/app-1234.css',
    forms,
    { serviceCount: 'three', services: 'services' },
    sectionPreviews,
    sectionPreviewParts,
  )
  return { templates, styles }
}

/** A page's copy as its file holds it, placeholders unfilled, as the editor reads it. */
const readCopyAsWritten = (name: string) =>
  parse(readFileSync(join(SAMPLE_CONTENT_DIR, 'pages', `${name}.yaml`), 'utf8')) as object

/** A template's page for this entry, as HTML. */
function previewOf(template: ((props: PreviewProps) => unknown) | undefined, data: object): string {
  if (!template) throw new Error('no template')
  const props: PreviewProps = {
    entry: { get: () => ({ toJS: () => data as Record<string, unknown> }) },
    widgetFor: () => createElement('p', null, 'The article’s body'),
  }
  return renderToStaticMarkup(template(props) as Parameters<typeof renderToStaticMarkup>[0])
}

test('the preview gets the site’s stylesheet and a template for every collection and page file', () => {
  const { templates, styles } = registered(['services', 'articles', 'home'])
  expect(styles).toEqual(['/assets/app-1234.css'])
  expect([...templates.keys()]).toEqual(['services', 'articles', 'home'])
})

test('a service, a case study, an article and page copy each show as the site shows them: its banner, h1 and words', () => {
  const { templates } = registered(['services', 'home'])
  const template = templates.get('services')
  const [service] = readContent('services')
  const [caseStudy] = readContent('case-studies')
  const [article] = readContent('articles')
  const home = readContent('page-copy').home
  if (!service || !caseStudy || !article) throw new Error('content/ lacks an entry')

  const servicePage = previewOf(template, service)
  expect(servicePage).toMatch(
    new RegExp(`<h1 class="[^"]*text-3xl font-bold[^"]*">${service.title.replace('&', '&amp;')}</h1>`),
  )
  expect(servicePage).toContain('from-brand-950')
  for (const feature of service.features) expect(servicePage).toContain(feature)
  for (const step of service.process) expect(servicePage).toContain(step.title)

  const casePage = previewOf(template, caseStudy)
  expect(casePage).toContain(`>${caseStudy.title}</h1>`)
  for (const result of caseStudy.results) expect(casePage).toContain(result.replace('&', '&amp;'))

  const articlePage = previewOf(template, { ...article, tags: article.tags.map((tag) => tag.name) })
  expect(articlePage).toContain(`>${article.title}</h1>`)
  expect(articlePage).toContain('<div class="prose prose-slate mx-auto max-w-3xl"><p>The article’s body</p></div>')

  const homePage = previewOf(templates.get('home'), readCopyAsWritten('home'))
  expect(homePage).toContain(`>${home.heading}</h1>`)
  expect(homePage).toContain(`>${home.hero.intro}</div>`)
  // In the order of the form: the intro section before the services section, its placeholders filled in.
  expect(homePage.indexOf(home.intro.heading)).toBeLessThan(homePage.indexOf(home.servicesSection.heading))
  expect(homePage).toContain('>Three focused services, each designed')
  for (const highlight of home.intro.highlights) expect(homePage).toContain(highlight.title.replace('&', '&amp;'))
})
