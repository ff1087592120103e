/**
 * Builds the site for the browser tests and the benchmark: into .test-build, its stock photos
 * downloaded from the local stand-in of the photo host, which runs for the length of the build
 * (unless one already answers on its port). The build runs on the Node that runs this, so
 * `npm test` can make the test build with Node 24.
 */
import { ensureImageServer } from '../tests/stand-ins/image-server'
import { buildSite } from '../tests/support/build-site'
import { TEST_BUILD_DIR } from '../tests/support/test-environment'

const done = await ensureImageServer()
const { code } = await buildSite(undefined, TEST_BUILD_DIR, {}, { print: true })
done()
process.exit(code ?? 1)
