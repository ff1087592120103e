/**
 * What docs/owner-guide.md tells a new owner, kept true where the site's own code says it: an
 * article's required fields are the schema's, the local editor's sign-in names the button the
 * terminal names, a deleted service points to "Redirects", the build log's line for two pages with
 * one address is the build's own, and "Deploy" starts from the owner's copy on GitHub, then each
 * host's clicks and its limits in one line.
 */
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { warningsText } from '../app/config/owner-advice'
import { placeOwnerPages } from '../app/content/place-owner-pages'
import { ArticleFrontMatterSchema } from '../app/content/schemas'
import { SIGN_IN } from './local-editor/sign-in'

const guide = readFileSync('docs/owner-guide.md', 'utf8')

/** The text under `heading` (as written, with its #s), up to the next heading of its level or higher. */
function section(heading: string): string {
  const start = guide.indexOf(`\n${heading}\n`)
  if (start === -1) throw new Error(`docs/owner-guide.md has no "${heading}"`)
  const level = heading.indexOf(' ')
  const rest = guide.slice(start + heading.length + 2)
  const end = rest.search(new RegExp(`^#{1,${level}} `, 'm'))
  return end === -1 ? rest : rest.slice(0, end)
}

test('“Write an article” lists as required exactly the fields the build requires, the photo among them', () => {
  const listed = /\*\*Required:\*\* (.*?)\./s.exec(section('## Write an article'))?.[1] ?? ''
  const required = Object.entries(ArticleFrontMatterSchema.shape)
    .filter(([, schema]) => !schema.safeParse(undefined).success)
    .map(([name]) => name)
  expect([...listed.matchAll(/`(\w+)`/g)].map((match) => match[1])).toEqual(required)
  expect(required).toContain('image')
})

test('the local editor’s sign-in in the guide names the button and the token the terminal names', () => {
  // Read as one line: the guide wraps its prose anywhere.
  const local = section('### On your own computer (no account needed)').replace(/\s+/g, ' ')
  expect(local).toContain(`**${SIGN_IN.button}**`)
  expect(local).toContain(`"${SIGN_IN.notThis}"`)
  expect(local).toMatch(/the token \*\*the terminal shows\*\*/)
  expect(local).toContain('VITE_EDITOR_LOCAL_PORT')
})

test('“Add a page” shows what the build log says of two pages with one address, as the build says it', () => {
  const page = (id: string, path = `/${id}`) => ({
    id,
    path,
    file: `content/pages/added/${id}.yaml`,
    linkedFrom: 'sitemap' as const,
  })
  const { warnings } = placeOwnerPages([page('prices', '/pricing'), page('pricing')], { pages: [] })
  const shown = /```\n(Pages left out[\s\S]*?)\n```/.exec(section('## Add a page'))?.[1]
  expect(shown, 'the guide’s example of the log').toMatch(/prices\.yaml, address: \/pricing/)
  expect(warningsText(warnings)).toContain(shown)
})

test('deleting a service points to “Redirects” for its address', () => {
  expect(section('## Services').replace(/\s+/g, ' ')).toMatch(/delete one to remove it.*\[Redirects\]\(#redirects\)/)
})

test('“Deploy” starts from the owner’s copy on GitHub, then per host its clicks and one line of what it cannot do', () => {
  const deploy = section('## Deploy')
  const subsections = [...deploy.matchAll(/^### (.+)$/gm)].map((match) => match[1])
  expect(subsections[0]).toBe('Your copy of the source on GitHub')
  expect(section('### Your copy of the source on GitHub')).toMatch(/git push -u origin main[\s\S]*Use this template/)
  for (const host of ['Netlify', 'Cloudflare Pages', 'Vercel', 'GitHub Pages']) {
    const steps = section(`### ${host}`)
    expect(steps.match(/^Cannot: /gm), `${host}: its limits in one line`).toHaveLength(1)
    expect(steps.length, `${host}: only the clicks`).toBeLessThan(700)
  }
  // No host's test table or internals: those are the developer's guide's.
  expect(deploy).not.toMatch(/tests\/built-site\/hosts\.test\.ts|workerd|Checks that hold/)
})
