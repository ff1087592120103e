/**
 * Serving rules of a small site, as the build writes them (server/serving-rules.js): five pages, a
 * section with its own not-found page, the editor with its own policy; and the same with two old
 * addresses. For unit tests of what each host is given (pipeline/hosts/).
 */

import { buildHeaderData } from '../../pipeline/header-data'
import { CACHE_POLICY, NOT_SERVED, type ServingRules } from '../../server/serving-rules.js'

export const exampleRules: ServingRules = {
  pages: ['/', '/about', '/admin', '/services', '/services/ai-automation'],
  notFound: [
    { prefix: '/services/', file: 'services/404.html' },
    { prefix: '/', file: '404.html' },
  ],
  enquiries: 'provider',
  siteOrigin: 'https://www.example.com',
  headers: buildHeaderData({
    documents: {
      'index.html': '<script>home()</script>',
      '404.html': '<script>missing()</script>',
      'admin.html': '<script src="/admin/decap-cms.js"></script>',
    },
    imageOrigin: 'https://images.example.com',
    ownPolicies: { 'admin.html': () => "default-src 'self'; script-src 'self' 'unsafe-eval'; frame-ancestors 'none'" },
  }),
  cache: CACHE_POLICY,
  notServed: NOT_SERVED,
  editorPages: ['/admin'],
}

export const exampleRulesWithRedirects: ServingRules = {
  ...exampleRules,
  redirects: [
    { from: '/blog', to: '/about' },
    { from: '/partners', to: 'https://partners.example.org/' },
  ],
}
