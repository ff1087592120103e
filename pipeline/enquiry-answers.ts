/**
 * Build step: files the prerendered enquiry answers where the serving rules say they are
 * (ENQUIRY_ANSWERS, server/serving-rules.js): under client/, so that their policy is computed from
 * their final HTML like every document's. The sent page is then a page of its own, which the
 * endpoint sends a form post on to; the not-sent one is never served (NOT_SERVED): the template the
 * endpoint fills (server/enquiry-handler.js).
 */
import { mkdir, rename, rmdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { enquiryAnswerRoutes } from '../app/content/page-list.ts'
import { ENQUIRY_ANSWERS } from '../server/serving-rules.js'
import type { BuildStep } from './build-step.ts'

export const fileEnquiryAnswers: BuildStep = {
  name: 'fileEnquiryAnswers',
  purpose: 'move each enquiry answer from its prerendered path to the file the enquiry endpoint reads',
  writes: ['documents', 'client files'],
  async run({ clientDir }) {
    for (const [answer, { pattern }] of Object.entries(enquiryAnswerRoutes)) {
      const file = join(clientDir, ENQUIRY_ANSWERS[answer as keyof typeof ENQUIRY_ANSWERS])
      await mkdir(dirname(file), { recursive: true })
      await rename(join(clientDir, pattern, 'index.html'), file)
      await rmdir(join(clientDir, pattern))
    }
  },
}
