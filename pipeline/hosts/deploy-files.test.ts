import { expect, test } from 'vitest'
import { CACHE_POLICY } from '../../server/serving-rules.js'
import { exampleRules as manifest } from '../../tests/support/example-serving-rules'
import { buildHeaderData } from '../header-data'
import { buildNginxConf } from './deploy-files'

test('nginx gives every location the full header set, each document its own CSP', () => {
  const conf = buildNginxConf(manifest, { root: '/srv/site/client', listen: '8080' })
  const locations = conf.split(/\n\s*location /).slice(1)
  // Locations that only answer 301 or 404 have no body of their own: the 404 page's location sets its headers.
  for (const location of locations.filter((block) => !/\breturn (301|404)\b/.test(block))) {
    expect(location.match(/add_header Strict-Transport-Security/g)).toHaveLength(1)
    expect(location.match(/add_header Content-Security-Policy/g)).toHaveLength(1)
  }
  expect(conf).toMatch(/location = \/ \{[^}]*sha256-[^}]*try_files \/index\.html =404;/)
  expect(conf).toMatch(/location = \/about \{[^}]*try_files \/about\.html =404;/)
  expect(conf).toContain('location ~* ^/+about(/+|/index\\.html|\\.html)?$ {\n        return 301 /about$is_args$args;')
  expect(conf).toContain('root /srv/site/client;')
})

test('nginx serves the pages whose form goes by e-mail from their copies, every other page from the build', () => {
  const formsByEmail = { root: '/srv/site/build/nginx-forms-by-email', files: new Set(['about.html']) }
  const conf = buildNginxConf(manifest, { root: '/srv/site/client', listen: '8080', formsByEmail })
  expect(conf).toMatch(
    /location = \/about \{[^}]*root \/srv\/site\/build\/nginx-forms-by-email;\n\s*try_files \/about\.html =404;/,
  )
  expect(conf.match(/root \/srv\/site\/build\/nginx-forms-by-email;/g)).toHaveLength(1)
})

test('nginx takes the cache policy and the files it must not serve from the serving rules', () => {
  const conf = buildNginxConf(manifest, { root: '/srv/site/client', listen: '8080' })
  expect(conf).toContain(`location ~ ^/assets/ {`)
  expect(conf).toContain(`add_header Cache-Control "${CACHE_POLICY.hashed}" always;`)
  expect(conf).toContain('location = /_headers { return 404; }')
  // Precompressed siblings and maps answer 404, each section with its own not-found page.
  expect(conf).toContain('location ~* ^/+services/+.*\\.(br|gz|map)$ {\n        error_page 404 /services/404.html;')
  expect(conf.indexOf('\\.(br|gz|map)$')).toBeLessThan(conf.indexOf('location ~ ^/assets/'))
  expect(conf).toContain('merge_slashes off;')
})

test('a page with a policy of its own gets only that policy from nginx', () => {
  const headers = buildHeaderData({
    documents: { 'index.html': '<script>home()</script>', 'about.html': '<script>about()</script>' },
    imageOrigin: 'https://images.example.com',
    ownPolicies: { 'about.html': () => "default-src 'self'; frame-ancestors 'none'" },
  })
  expect(headers.csp.ownPolicy).toEqual(['about.html'])
  expect(headers.csp.siteWide).not.toContain('about()')
  const own = { ...manifest, headers }
  const nginx = buildNginxConf(own, { root: '/srv/site/client', listen: '8080' })
  expect(nginx).toMatch(
    /location = \/about \{\n[^}]*add_header Content-Security-Policy "default-src 'self'; frame-ancestors 'none'\$site_csp_upgrade"/,
  )
})

test('nginx redirects an old address in any spelling, before the section not-found pages can answer it', () => {
  const redirects = [
    { from: '/services/old-ai', to: '/services/ai-automation' },
    { from: '/partners', to: 'https://partners.example.org/' },
  ]
  const conf = buildNginxConf({ ...manifest, redirects }, { root: '/srv/site/client', listen: '8080' })
  const moved =
    'location ~* ^/+services/+old-ai(/+|/index\\.html|\\.html)?$ {\n        return 301 /services/ai-automation$is_args$args;'
  expect(conf).toContain(moved)
  expect(conf).toContain(
    'location ~* ^/+partners(/+|/index\\.html|\\.html)?$ {\n        return 301 https://partners.example.org/;',
  )
  // nginx takes the first regex location that matches, in order.
  expect(conf.indexOf(moved)).toBeLessThan(conf.indexOf('location ~* ^/+services/+ {'))
})
