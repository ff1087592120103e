// @vitest-environment node
import { expect, test, vi } from 'vitest'
import { signInNote, signInScript } from './editor-sign-in'

const target = { repo: 'acme/website', branch: 'main', apiRoot: 'https://api.github.com' }
const facts = { host: 'Netlify' as const, apiRoot: target.apiRoot, siteName: 'Acme Consulting', basePath: '' }
const ORIGIN = 'https://www.acme.example'

/** An element of the page as the script uses one: its text, its children, a link's address. */
type Node = {
  textContent: string
  hidden: boolean
  href: string
  value: string
  children: (Node | string)[]
  append: (...parts: (Node | string)[]) => void
}
function element(): Node {
  const node: Node = {
    textContent: '',
    hidden: true,
    href: '',
    value: '',
    children: [],
    append: (...parts) => node.children.push(...parts),
  }
  return node
}
const textOf = (node: Node | string): string =>
  typeof node === 'string' ? node : node.textContent + node.children.map(textOf).join('')

/**
 * The note's script run as /admin runs it after GitHub's return (`?code=`), in a page of the note's
 * two forms and the box for the values (no DOM library: the few calls it makes, recorded).
 */
function runSetup(fetch: typeof globalThis.fetch) {
  const inputs = [element(), element()]
  const values = element()
  const address = { origin: ORIGIN, pathname: '/admin', search: '?code=manifest-code' }
  const page = {
    querySelectorAll: () => inputs,
    getElementById: (id: string) => (id === 'sign-in-app-values' ? values : null),
    createElement: element,
  }
  const history = {
    replaceState: (_state: unknown, _title: string, to: string) => Object.assign(address, { search: '', pathname: to }),
  }
  new Function('document', 'location', 'history', 'fetch', 'addEventListener', signInScript(false, facts))(
    page,
    address,
    history,
    fetch,
    () => {},
  )
  return { inputs, values, address }
}

test('the note posts the app, already described, to GitHub’s form, and shows the values GitHub hands back once', async () => {
  const note = signInNote(false, 'Netlify', target.repo, target.branch, target.apiRoot)
  expect([...note.matchAll(/<form[^>]* action="([^"]+)"/g)].map(([, action]) => action)).toEqual([
    'https://github.com/settings/apps/new',
    'https://github.com/organizations/acme/settings/apps/new',
  ])
  const fetch = vi.fn(async () =>
    Response.json({
      client_id: 'Iv23-new-app',
      client_secret: 'new-secret',
      name: 'Acme Consulting editor',
      html_url: 'https://github.com/apps/acme-editor',
    }),
  )
  const { inputs, values, address } = runSetup(fetch)
  for (const input of inputs) {
    expect(JSON.parse(input.value)).toMatchObject({
      name: 'Acme Consulting editor',
      public: false,
      default_permissions: { contents: 'write', statuses: 'read', checks: 'read', metadata: 'read' },
      callback_urls: [`${ORIGIN}/api/github-sign-in`],
      redirect_url: `${ORIGIN}/admin`,
      hook_attributes: { active: false },
    })
  }
  expect(fetch).toHaveBeenCalledWith(
    'https://api.github.com/app-manifests/manifest-code/conversions',
    expect.objectContaining({ method: 'POST' }),
  )
  await vi.waitFor(() => expect(textOf(values)).toContain('GITHUB_CLIENT_SECRET new-secret'))
  expect(values.hidden).toBe(false)
  expect(textOf(values)).toContain('GITHUB_CLIENT_ID Iv23-new-app')
  expect(textOf(values)).toContain('install Acme Consulting editor')
  // The code is spent: a reload asks GitHub nothing.
  expect(address.search).toBe('')
})

test('a code GitHub refuses leaves the way by hand', async () => {
  const { values } = runSetup(vi.fn(async () => Response.json({ message: 'Not Found' }, { status: 404 })))
  await vi.waitFor(() => expect(textOf(values)).toContain('GitHub did not give the app’s values (Not Found)'))
})
