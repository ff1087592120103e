// @ts-check
/**
 * The mail server's last words turned into advice for the owner, in plain words: what the inbox
 * in /admin shows beside the mailbox's health (./enquiry-box.js `health`). `host` names where
 * SMTP_URL is set (a host's settings, or `npm start`'s environment).
 */

/** @param {string} error the mail server's answer or the client's error @param {string} host */
export function mailboxAdvice(error, host) {
  const where = `update SMTP_URL in ${host}'s settings, then redeploy`
  if (/^SMTP_URL /.test(error)) return `SMTP_URL is missing or mistyped: ${where}.`
  if (/EAUTH|ENOAUTH|\b535\b|\b534\b|authenticat|login/i.test(error))
    return `Your mail server refused the login: make a new app password in your mail account's security settings and ${where}.`
  if (/ECONNREFUSED|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|ESOCKET|ECONNECTION|timeout|Greeting never received/i.test(error))
    return `Your mail server did not answer: if it stays so, check the server's name and port in SMTP_URL (${host}'s settings). Enquiries are kept and tried again.`
  if (/\b(421|450|451|452)\b|quota|limit|too many/i.test(error))
    return 'Your mail server is refusing for now, often because the account’s daily sending limit is spent: enquiries are kept and go once it takes them again.'
  if (/\b55\d\b|\b5\.\d\.\d\b/.test(error))
    return 'Your mail server refused to deliver to the contact address: check the e-mail address in the site settings, or that the account may send to it. Then use Retry now.'
  return `Your mail server answered: ${error}`
}
