/**
 * Every way the README says the build can be served, each started on its own code: `npm start`
 * (already running: the caller gives its origin), nginx with the generated config, Cloudflare
 * Pages (wrangler's workerd, running the build's worker), Netlify (its redirect matcher and header
 * parser, after the build's Edge Function, and its functions), Vercel (routes
 * compiled by @vercel/routing-utils) and a headerless host like GitHub Pages, each serving the
 * folder the build wrote for it. Checked over HTTP (tests/built-site/hosts.test.ts) and in Chromium
 * (tests/e2e/hosts.spec.ts).
 */
import { join } from 'node:path'
import { NETLIFY_FUNCTIONS } from '../../../pipeline/hosts/enquiry-functions'
import { HOST_FOLDERS, NETLIFY_EDGE_FUNCTIONS } from '../../../pipeline/hosts/write-deploy-files'
import { findNginx, startNginx } from '../../stand-ins/nginx'
import { cloudflareUnavailable, startCloudflare } from './cloudflare-host'
import { startGithubPages } from './github-pages-host'
import { answerOverHttp, type Host, type HostName } from './host'
import { startNetlify } from './netlify-host'
import { startVercel } from './vercel-host'

export type ServingHost = { name: HostName; unavailable?: () => string; start: () => Promise<Host> }

/**
 * The enquiry stores the functions are given, as each host gives its own: Netlify Blobs' context
 * (of its local sandbox) through `Netlify.env`, a local KV namespace's folder for wrangler (Vercel's
 * Redis: the process's environment, like its mailbox).
 */
export type EnquiryStores = { netlifyBlobsContext?: string; cloudflareKvDir?: string }

/**
 * `mailbox`: the variables each host's enquiry function reads (SMTP_URL of the mail stand-in), as
 * each host gives them: Cloudflare's bindings, Netlify's `Netlify.env` (Vercel's is the process's).
 */
export function servingHosts(
  buildDir: string,
  {
    npmStart,
    nginxPort,
    cloudflarePort,
    mailbox = {},
    stores = {},
  }: {
    npmStart: string
    nginxPort: number
    cloudflarePort: number
    mailbox?: Record<string, string>
    stores?: EnquiryStores
  },
): ServingHost[] {
  const folder = (host: keyof typeof HOST_FOLDERS) => join(buildDir, HOST_FOLDERS[host].dir)
  return [
    {
      name: 'npm start',
      start: async () => ({
        name: 'npm start',
        origin: npmStart,
        answer: (path, request) => answerOverHttp(npmStart, path, request),
        stop: async () => {},
      }),
    },
    {
      name: 'nginx',
      unavailable: () => (findNginx() ? '' : 'nginx is not installed (.ci/run installs nginx-light)'),
      start: async () => {
        const nginx = await startNginx({ nginx: findNginx(), buildDir, port: nginxPort })
        return {
          name: 'nginx',
          origin: nginx.origin,
          answer: (path) => answerOverHttp(nginx.origin, path),
          stop: nginx.stop,
        }
      },
    },
    {
      name: 'Cloudflare Pages',
      unavailable: cloudflareUnavailable,
      start: () => startCloudflare(folder('cloudflare'), cloudflarePort, mailbox, stores.cloudflareKvDir),
    },
    {
      name: 'Netlify',
      start: () =>
        // Its functions only where a mailbox is given: Netlify's bundler takes seconds to read them.
        startNetlify(folder('netlify'), join(buildDir, NETLIFY_EDGE_FUNCTIONS), {
          functionsDir: mailbox.SMTP_URL ? join(buildDir, NETLIFY_FUNCTIONS) : '',
          env: {
            ...mailbox,
            ...(stores.netlifyBlobsContext ? { NETLIFY_BLOBS_CONTEXT: stores.netlifyBlobsContext } : {}),
          },
        }),
    },
    { name: 'Vercel', start: async () => startVercel(folder('vercel')) },
    { name: 'GitHub Pages', start: () => startGithubPages(folder('githubPages')) },
  ]
}
