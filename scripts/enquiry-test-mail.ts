/**
 * `npm run enquiries -- --test`: sends one test enquiry through SMTP_URL (and SMTP_FROM) to the
 * contact address of the build `npm start` serves (BUILD_DIR), read exactly as the server reads them
 * (server/server-configuration.js), and says how it went, with the mail server's words turned into
 * advice (enquiries/mailbox-advice.js). For `npm start`, and to check SMTP_URL before a deploy. The
 * inbox in /admin sends the same enquiry from a host (server/enquiry-inbox.js).
 */
import { mailboxAdvice } from '../enquiries/mailbox-advice.js'
import { testEnquiryFields } from '../enquiries/test-enquiry.js'
import { createMailTransport } from '../server/enquiry-mail.js'
import { composeEnquiryMail, enquiryMessageId } from '../server/enquiry-message.js'
import { readServerConfiguration } from '../server/server-configuration.js'
import { readServingRules } from '../server/serving-rules.js'
import { senderAddress } from '../server/smtp-url.js'

/** What the command prints and its exit code. */
export async function sendTestEnquiry(
  env?: Record<string, string | undefined>,
): Promise<{ output: string; code: number }> {
  let configuration: ReturnType<typeof readServerConfiguration>
  try {
    configuration = readServerConfiguration(env)
  } catch (error) {
    return { output: error instanceof Error ? error.message : String(error), code: 1 }
  }
  const { mail, buildDir } = configuration
  if (!mail) {
    return {
      output: 'SMTP_URL is not set: set it (see docs/owner-guide.md, "Receive enquiries"), then try again.',
      code: 1,
    }
  }
  let contact: { name: string; email: string } | undefined
  let siteOrigin = 'http://localhost'
  try {
    const rules = readServingRules(buildDir)
    contact = rules.contact
    siteOrigin = rules.siteOrigin ?? siteOrigin
  } catch {
    // Said below: the build is what names the contact address.
  }
  if (!contact) return { output: `No build in ${buildDir} names a contact address: run npm run build first.`, code: 1 }
  const receivedAt = new Date()
  const message = composeEnquiryMail(testEnquiryFields(contact.email), {
    contact,
    siteOrigin,
    from: senderAddress(mail.server, mail.from) ?? contact.email,
    receivedAt,
    messageId: enquiryMessageId(`test-${receivedAt.getTime()}`, siteOrigin),
  })
  const transport = createMailTransport(mail.server)
  try {
    await transport.send(message)
    return { output: `A test enquiry was sent to ${contact.email} through SMTP_URL: check that inbox.`, code: 0 }
  } catch (error) {
    const said = error instanceof Error ? error.message : String(error)
    return { output: `The test enquiry was NOT sent (${said}).\n${mailboxAdvice(said, 'your server')}`, code: 1 }
  } finally {
    transport.close()
  }
}
