/**
 * Build step: resolves the owner's redirects against the pages and files of the build
 * (./check-redirects.ts) and adds to what the build settled for the owner (../owner-report.ts) what it
 * did with each it could not serve, naming the entry; then gives each not-found page the address script (./address-script.ts), so that on
 * hosts that match addresses exactly a visitor who typed `/About`, `/about/` or an old address lands
 * on the page. After every step that adds a page or a file (the editor's included), before the CSP
 * hashes are taken.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { BuildStep } from '../build-step.ts'
import { siteAddresses } from '../site-addresses.ts'
import { addressBook, addressScript, withAddressScript } from './address-script.ts'

export const checkRedirectsAndAddressScript: BuildStep = {
  name: 'checkRedirectsAndAddressScript',
  purpose:
    'redirects resolved, the owner’s report says what it did with each it could not serve; not-found pages send other spellings and old addresses on where the host cannot',
  reads: ['client files'],
  writes: ['documents', 'client files'],
  async run({ clientDir, config, warnings }) {
    const { addresses, warnings: settled } = siteAddresses(clientDir, config)
    warnings.push(...settled)
    const script = addressScript(addressBook(addresses))
    for (const { file } of addresses.notFound) {
      const path = join(clientDir, file)
      await writeFile(path, withAddressScript(await readFile(path, 'utf8'), script))
    }
  },
}
