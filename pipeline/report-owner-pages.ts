/**
 * Build step: adds to what the build settled for the owner (./owner-report.ts) what it did where the
 * owner's pages disagree with each other (app/content/place-owner-pages.ts): a page left out because
 * another page has its address or the site keeps it. The site is built all the same; the report
 * names each file and the field to change. docs/owner-guide.md "Add a page".
 */
import { ownerPageWarnings } from '../app/content/page-list.ts'
import type { BuildStep } from './build-step.ts'

export const reportOwnerPages: BuildStep = {
  name: 'reportOwnerPages',
  purpose: 'the owner’s report names the owner’s pages the build left out (an address taken)',
  run({ warnings }) {
    warnings.push(...ownerPageWarnings)
  },
}
