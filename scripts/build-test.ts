/**
 * Builds the site for the browser tests and the benchmark from the tests' copy of the shipped sample
 * (tests/fixtures/sample-content/, not the owner's content/): into .test-build, its stock photos
 * downloaded from the local stand-in of the photo host, which runs for the length of the build
 * (unless one already answers on its port), and SMTP_URL set as a host's build may have it. The
 * build runs on the Node that runs this, so `npm test` can make the test build with Node 24.
 */
import { ensureImageServer } from '../tests/stand-ins/image-server'
import { buildSite } from '../tests/support/build-site'
import {
  SAMPLE_CONTENT_DIR,
  TEST_BUILD_DIR,
  TEST_BUILD_SMTP_URL,
  TEST_GITHUB_APP,
} from '../tests/support/test-environment'

const done = await ensureImageServer()
// With SMTP_URL and the GitHub App's values set, as an owner's host build has them: the hosts'
// folders get the enquiry and sign-in functions, and /admin offers Sign in with GitHub.
const env = { SMTP_URL: TEST_BUILD_SMTP_URL, ...TEST_GITHUB_APP }
const { code } = await buildSite(SAMPLE_CONTENT_DIR, TEST_BUILD_DIR, env, { print: true })
done()
process.exit(code ?? 1)
