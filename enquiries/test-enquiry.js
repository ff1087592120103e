// @ts-check
/**
 * The test enquiry the owner sends to check SMTP_URL before going live or after changing it: from
 * the inbox in /admin (server/enquiry-inbox.js) on a host, and `npm run enquiries -- --test` from a
 * terminal. It goes through the same mail composition as a visitor's, to the contact address, and is
 * never kept.
 */

/** @param {string} contactEmail @returns {import('./enquiry-box.js').Fields} */
export function testEnquiryFields(contactEmail) {
  return {
    name: 'Test enquiry',
    email: contactEmail,
    phone: '',
    company: '',
    service: 'Test',
    message:
      'This is a test enquiry, sent to check that the website can e-mail you through SMTP_URL. Nothing to answer: if you read this, enquiries reach you.',
  }
}
