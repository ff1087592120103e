// @vitest-environment node
import { expect, test } from 'vitest'
import {
  ArticleFrontMatterSchema,
  CaseStudySchema,
  LegalFrontMatterSchema,
  ServiceSchema,
} from '../../app/content/schemas'
import { parseConfiguration } from '../../app/config/configuration-schema'
import { buildCmsConfig, buildCmsContentSecurityPolicy } from './build-cms'
import { type CmsCollection, cmsCollections } from './cms-collections'

const { site } = parseConfiguration({})
const parseCmsSettings = (env: Record<string, string>) => parseConfiguration(env).cms

function fieldNames(name: string, file?: string): string[] {
  const collection = cmsCollections.find((candidate) => candidate.name === name) as CmsCollection
  const fields =
    'folder' in collection ? collection.fields : collection.files.find((entry) => entry.name === file)?.fields
  return (fields ?? []).map((field) => field.name).filter((field) => field !== 'body')
}

test('the editor’s forms have exactly the fields the build checks, for every collection', () => {
  expect(fieldNames('articles').sort()).toEqual(Object.keys(ArticleFrontMatterSchema.shape).sort())
  expect(fieldNames('services').sort()).toEqual(Object.keys(ServiceSchema.shape).sort())
  expect(fieldNames('case-studies').sort()).toEqual(Object.keys(CaseStudySchema.shape).sort())
  for (const file of ['privacy', 'terms']) {
    expect(fieldNames('legal', file).sort()).toEqual(Object.keys(LegalFrontMatterSchema.shape).sort())
  }
})

test('without a repository the editor only talks to the local backend; with one it commits through GitHub', () => {
  const local = buildCmsConfig(parseCmsSettings({}), site, 'content')
  expect(local.backend).toMatchObject({ name: 'proxy', proxy_url: 'http://localhost:8081/api/v1' })
  const github = buildCmsConfig(parseCmsSettings({ VITE_CMS_REPO: 'acme/website', VITE_CMS_LOCAL_PORT: '5412' }), site, 'content')
  expect(github.backend).toMatchObject({ name: 'github', repo: 'acme/website', branch: 'main' })
  expect(github.local_backend.url).toBe('http://localhost:5412/api/v1')
  const netlify = buildCmsConfig(parseCmsSettings({ VITE_CMS_BACKEND: 'git-gateway' }), site, 'content')
  expect(netlify.backend).toMatchObject({ name: 'git-gateway', branch: 'main' })
})

test('a bad editor setting stops the build naming the variable', () => {
  expect(() => parseCmsSettings({ VITE_CMS_BACKEND: 'gitlab' })).toThrow(/VITE_CMS_BACKEND/)
  expect(() => parseCmsSettings({ VITE_CMS_REPO: 'https://github.com/acme/website' })).toThrow(/VITE_CMS_REPO/)
  expect(() => parseCmsSettings({ VITE_CMS_AUTH_URL: 'http://auth.example' })).toThrow(/VITE_CMS_AUTH_URL/)
  expect(() => parseCmsSettings({ VITE_CMS_LOCAL_PORT: 'eighty' })).toThrow(/VITE_CMS_LOCAL_PORT/)
})

test('the editor’s policy allows what Decap needs and the GitHub API only when GitHub is the backend', () => {
  const local = buildCmsContentSecurityPolicy(parseCmsSettings({}), site)
  expect(local).toContain("script-src 'self' 'unsafe-eval'")
  expect(local).toContain("connect-src 'self' http://localhost:8081")
  expect(local).not.toContain('api.github.com')
  expect(local).toContain("frame-ancestors 'none'")
  const github = buildCmsContentSecurityPolicy(parseCmsSettings({ VITE_CMS_REPO: 'acme/website' }), site)
  expect(github).toContain('https://api.github.com')
})
