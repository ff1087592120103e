// @vitest-environment node

import { existsSync } from 'node:fs'
import { expect, test } from 'vitest'
import { exampleSettings } from '../../tests/support/example-settings'
import { parseConfiguration } from './configuration-schema'
import { githubRepository, PUBLISH_WORKFLOW } from './host-build'
import { settingsReport } from './setting-sources'

/** What a build connects to, from its environment, the settings file and Git's origin: one pure function. */
function connected(env: Record<string, string>, settings = exampleSettings(), gitOrigin = '') {
  const { editor, site, build } = parseConfiguration(env, settings, gitOrigin)
  return {
    repo: editor.repo,
    branch: editor.branch,
    siteUrl: site.url,
    failOnPhotoFallback: build.requireLocalPhotos !== '',
  }
}

/** Each host's own variables, as its documentation gives them, on a production build and on a preview. */
const hosts = {
  'Netlify production deploy': {
    env: {
      NETLIFY: 'true',
      CONTEXT: 'production',
      REPOSITORY_URL: 'https://x-access-token:secret@github.com/acme/website',
      BRANCH: 'live',
      HEAD: 'live',
      URL: 'https://acme-site.netlify.app',
    },
    expected: {
      repo: 'acme/website',
      branch: 'live',
      siteUrl: 'https://acme-site.netlify.app',
      failOnPhotoFallback: true,
    },
  },
  // A preview saves to the production branch, never to the preview's: Netlify does not name it, so main.
  'Netlify deploy preview': {
    env: {
      NETLIFY: 'true',
      CONTEXT: 'deploy-preview',
      REPOSITORY_URL: 'git@github.com:acme/website.git',
      BRANCH: 'new-pricing',
      HEAD: 'new-pricing',
      URL: 'https://acme-site.netlify.app',
    },
    expected: {
      repo: 'acme/website',
      branch: 'main',
      siteUrl: 'https://acme-site.netlify.app',
      failOnPhotoFallback: false,
    },
  },
  'Vercel production deployment': {
    env: {
      VERCEL: '1',
      VERCEL_ENV: 'production',
      VERCEL_GIT_PROVIDER: 'github',
      VERCEL_GIT_REPO_OWNER: 'acme',
      VERCEL_GIT_REPO_SLUG: 'website',
      VERCEL_GIT_COMMIT_REF: 'live',
      VERCEL_PROJECT_PRODUCTION_URL: 'acme-website.vercel.app',
    },
    expected: {
      repo: 'acme/website',
      branch: 'live',
      siteUrl: 'https://acme-website.vercel.app',
      failOnPhotoFallback: true,
    },
  },
  'Vercel preview deployment': {
    env: {
      VERCEL: '1',
      VERCEL_ENV: 'preview',
      VERCEL_GIT_PROVIDER: 'github',
      VERCEL_GIT_REPO_OWNER: 'acme',
      VERCEL_GIT_REPO_SLUG: 'website',
      VERCEL_GIT_COMMIT_REF: 'new-pricing',
      VERCEL_PROJECT_PRODUCTION_URL: 'www.acme.example',
    },
    expected: { repo: 'acme/website', branch: 'main', siteUrl: 'https://www.acme.example', failOnPhotoFallback: false },
  },
  // Cloudflare Pages names neither the repository (Git's origin does) nor its production branch (main unless the owner says).
  'Cloudflare Pages production deployment': {
    env: { CF_PAGES: '1', CF_PAGES_BRANCH: 'main', CF_PAGES_URL: 'https://3f9a0c1e.acme-website.pages.dev' },
    git: 'https://github.com/acme/website.git',
    expected: {
      repo: 'acme/website',
      branch: 'main',
      siteUrl: 'https://acme-website.pages.dev',
      failOnPhotoFallback: true,
    },
  },
  'Cloudflare Pages preview deployment': {
    env: { CF_PAGES: '1', CF_PAGES_BRANCH: 'new-pricing', CF_PAGES_URL: 'https://new-pricing.acme-website.pages.dev' },
    git: 'git@github.com:acme/website.git',
    expected: {
      repo: 'acme/website',
      branch: 'main',
      siteUrl: 'https://acme-website.pages.dev',
      failOnPhotoFallback: false,
    },
  },
  // As .github/workflows/publish.yml runs the build: the address is the one GitHub Pages gives (VITE_SITE_URL).
  'GitHub Pages (the publish workflow)': {
    env: {
      GITHUB_ACTIONS: 'true',
      GITHUB_REPOSITORY: 'acme/website',
      GITHUB_REF_NAME: 'trunk',
      GITHUB_WORKFLOW_REF: `acme/website/${PUBLISH_WORKFLOW}@refs/heads/trunk`,
      VITE_SITE_URL: 'https://acme.github.io/website',
    },
    expected: {
      repo: 'acme/website',
      branch: 'trunk',
      siteUrl: 'https://acme.github.io/website',
      failOnPhotoFallback: true,
    },
  },
  'GitHub Actions, another workflow (a test run)': {
    env: {
      GITHUB_ACTIONS: 'true',
      GITHUB_REPOSITORY: 'acme/website',
      GITHUB_REF_NAME: 'new-pricing',
      GITHUB_WORKFLOW_REF: 'acme/website/.github/workflows/ci.yml@refs/heads/new-pricing',
    },
    expected: { repo: 'acme/website', branch: 'main', siteUrl: 'https://www.example.com', failOnPhotoFallback: false },
  },
  'a computer with a GitHub clone': {
    env: {},
    git: 'git@github.com:acme/website.git',
    expected: { repo: 'acme/website', branch: 'main', siteUrl: 'https://www.example.com', failOnPhotoFallback: false },
  },
  'a computer with a clone from elsewhere': {
    env: {},
    git: 'https://gitlab.com/acme/website.git',
    expected: { repo: '', branch: 'main', siteUrl: 'https://www.example.com', failOnPhotoFallback: false },
  },
}

test('the workflow whose builds are GitHub Pages’ production deploys is the one in the repository', () => {
  expect(existsSync(PUBLISH_WORKFLOW)).toBe(true)
})

test.each(Object.entries(hosts))('%s: connected with nothing typed', (_, host) => {
  expect(connected(host.env, exampleSettings(), 'git' in host ? host.git : '')).toEqual(host.expected)
})

test('the settings file names repository and branch first, then the variables; an address set there beats the host’s', () => {
  const netlify = hosts['Netlify production deploy'].env
  const settings = exampleSettings({
    editorRepository: 'acme/content',
    editorBranch: 'published',
    siteUrl: 'https://acme.example',
  })
  const variables = { VITE_EDITOR_REPO: 'acme/other', VITE_EDITOR_BRANCH: 'other' }
  expect(connected({ ...netlify, ...variables }, settings, 'git@github.com:acme/clone.git')).toMatchObject({
    repo: 'acme/content',
    branch: 'published',
    siteUrl: 'https://acme.example',
  })
  expect(connected({ ...netlify, ...variables })).toMatchObject({ repo: 'acme/other', branch: 'other' })
  // VITE_SITE_URL still overrides the file for one build.
  expect(connected({ ...netlify, VITE_SITE_URL: 'https://preview.acme.example' }, settings).siteUrl).toBe(
    'https://preview.acme.example',
  )
  // Cloudflare's production branch is the one the owner named.
  const cloudflare = { CF_PAGES: '1', CF_PAGES_BRANCH: 'published' }
  expect(connected(cloudflare, settings).failOnPhotoFallback).toBe(true)
  expect(connected(cloudflare).failOnPhotoFallback).toBe(false)
})

test('a repository address is GitHub’s in https or ssh form, credentials dropped, and nothing else is', () => {
  for (const address of [
    'https://github.com/acme/website',
    'https://github.com/acme/website.git',
    'https://x-access-token:abc@github.com/acme/website.git',
    'git@github.com:acme/website.git',
    'ssh://git@github.com/acme/website.git',
  ]) {
    expect(githubRepository(address), address).toBe('acme/website')
  }
  for (const address of ['https://gitlab.com/acme/website', '/srv/git/website.git', 'https://github.com/acme', '']) {
    expect(githubRepository(address), address).toBe('')
  }
})

test('the build log names where the repository, branch and address came from, and a placeholder address', () => {
  const report = (env: Record<string, string>, git = '') =>
    settingsReport(parseConfiguration(env, exampleSettings(), git).sources)
  expect(report(hosts['Netlify production deploy'].env)).toEqual(
    expect.arrayContaining([
      "  siteUrl: https://acme-site.netlify.app (Netlify's URL, over https://www.example.com in content/settings.yaml)",
      "  editorRepository: acme/website (Netlify's REPOSITORY_URL)",
      "  editorBranch: live (Netlify's BRANCH of its production deploy)",
    ]),
  )
  const local = report({}, 'git@github.com:acme/website.git')
  expect(local).toEqual(
    expect.arrayContaining([
      "  editorRepository: acme/website (Git's origin remote)",
      '  editorBranch: main (the default)',
    ]),
  )
  expect(local.find((line) => line.startsWith('  siteUrl:'))).toMatch(
    /^ {2}siteUrl: https:\/\/www\.example\.com \(content\/settings\.yaml\): the shipped placeholder: canonical links, sitemap\.xml/,
  )
  expect(report({}).find((line) => line.startsWith('  editorRepository:'))).toMatch(
    /\(empty\) \(content\/settings\.yaml\): no repository known, so \/admin says how to connect the editor/,
  )
  // Never a token from the host's repository address.
  expect(report(hosts['Netlify production deploy'].env).join('\n')).not.toContain('secret')
})
