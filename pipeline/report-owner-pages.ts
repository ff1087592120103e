/**
 * Build step: says in the build log what the build did where the owner's pages disagree with each
 * other (app/content/place-owner-pages.ts): a page left out because another page has its address or
 * the site keeps it. The site is built all the same; the log names each file and the field to change. docs/owner-guide.md "Add a page".
 */
import { warnOwner } from '../app/config/owner-advice.ts'
import { ownerPageWarnings } from '../app/content/page-list.ts'
import type { BuildStep } from './build-step.ts'

export const reportOwnerPages: BuildStep = {
  name: 'reportOwnerPages',
  purpose: 'the build log names the owner’s pages it left out (an address taken)',
  run() {
    warnOwner(ownerPageWarnings)
  },
}
