/** Build step: warns (or, for a deployment, refuses) when no e-mail provider will receive enquiries. */
import { refusal } from '../app/config/advice-form.ts'
import { isProviderConfigured } from '../app/config/site-config.ts'
import type { BuildStep } from './build-step.ts'

export const checkEnquiryDelivery: BuildStep = {
  name: 'checkEnquiryDelivery',
  purpose: 'a static host has no stand-in: without keys its visitors’ enquiries would go nowhere',
  run({ config }) {
    if (isProviderConfigured(config.site)) return
    const lines = [
      'No e-mail provider keys (VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID).',
      'Enquiries will only be received by `npm start`, which stores them (ENQUIRY_DIR, default .data/enquiries/; read them with `npm run enquiries`) and, with SMTP_URL set, e-mails each one to you.',
      'A static host has no endpoint: there the form opens the visitor\'s e-mail program instead. See docs/owner-guide.md, "Receive enquiries".',
    ]
    if (config.build.requireEmailProvider) {
      // The owner's to fix, in the build's settings: advice in the form of every refusal, no stack.
      throw refusal(
        'This build is for deployment (CI_DEPLOY or STRICT_DEPLOY is set), and enquiries would go nowhere',
        [
          {
            path: ['VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID'],
            message: `missing: set all three for the host's build. ${lines.slice(1).join(' ')}`,
          },
        ],
      )
    }
    const rule = '!'.repeat(100)
    console.warn(`\n${rule}\n${lines.map((line) => `!! ${line}`).join('\n')}\n${rule}\n`)
  },
}
