/**
 * What the test build, which saw SMTP_URL set (scripts/build-test.ts), wrote for the enquiry
 * functions (pipeline/hosts/enquiry-functions.ts): one function per host with an endpoint, none of
 * the variable's value in any file, and the e-mail fallback only in the GitHub Pages folder. What the
 * functions answer, on each host's own code, is in ./hosts.test.ts.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { BY_EMAIL, DELIVERY_ATTRIBUTE } from '../../app/features/contact/island-loader'
import {
  CLOUDFLARE_ENQUIRY_MODULE,
  NETLIFY_ENQUIRY_FILE,
  NETLIFY_FUNCTIONS,
  vercelEnquiryDir,
} from '../../pipeline/hosts/enquiry-functions'
import { HOST_FOLDERS } from '../../pipeline/hosts/write-deploy-files'
import { listFiles, readServingRules } from '../../server/serving-rules.js'
import { TEST_BUILD_DIR, TEST_BUILD_SMTP_URL } from '../support/test-environment'

const rules = readServingRules(TEST_BUILD_DIR)
const folder = (host: keyof typeof HOST_FOLDERS) => join(TEST_BUILD_DIR, HOST_FOLDERS[host].dir)
const functions = {
  Netlify: join(TEST_BUILD_DIR, NETLIFY_FUNCTIONS, NETLIFY_ENQUIRY_FILE),
  Vercel: join(folder('vercel'), vercelEnquiryDir(rules), 'index.mjs'),
  'Cloudflare Pages': join(folder('cloudflare'), '_worker.js', CLOUDFLARE_ENQUIRY_MODULE),
}

test('each host with functions gets one enquiry bundle, which holds the build’s site and not the mailbox', () => {
  const secrets = [
    TEST_BUILD_SMTP_URL,
    decodeURIComponent(new URL(TEST_BUILD_SMTP_URL).password),
    'smtp.example.invalid',
  ]
  for (const [host, file] of Object.entries(functions)) {
    const bundle = readFileSync(file, 'utf8')
    expect(bundle, host).toContain(JSON.stringify(rules.contact?.email))
    for (const secret of secrets) expect(bundle.includes(secret), `${host}: ${secret}`).toBe(false)
  }
  // Nor anywhere else the build wrote.
  for (const file of listFiles(TEST_BUILD_DIR).filter((name) => /\.(html|js|mjs|json|conf|txt|xml)$/.test(name))) {
    expect(readFileSync(join(TEST_BUILD_DIR, file), 'utf8').includes('not-in-any-file'), file).toBe(false)
  }
})

test('only GitHub Pages, which has no function, sends its form by e-mail', () => {
  const marked = (host: keyof typeof HOST_FOLDERS) =>
    readFileSync(join(folder(host), HOST_FOLDERS[host].files, 'contact.html'), 'utf8').includes(
      ` ${DELIVERY_ATTRIBUTE}="${BY_EMAIL}"`,
    )
  expect({
    netlify: marked('netlify'),
    cloudflare: marked('cloudflare'),
    vercel: marked('vercel'),
    githubPages: marked('githubPages'),
  }).toEqual({ netlify: false, cloudflare: false, vercel: false, githubPages: true })
})
