// @ts-check
/**
 * SMTP_URL, the mail server `npm start` e-mails enquiries through, read into the settings of
 * nodemailer's SMTP transport: `smtp://user:password@smtp.example.com:587` (STARTTLS, port 587 by
 * default) or `smtps://user:password@smtp.example.com:465` (TLS from the first byte, port 465 by
 * default). A user name or password with `@ : / ? #` in it is written %-encoded. No message ever
 * shows the password. Nothing here is Node's own: each host's function reads SMTP_URL with it too.
 */
import { isMailbox } from './enquiry-message.js'

/**
 * @typedef {{
 *   host: string,
 *   port: number,
 *   secure: boolean,
 *   requireTLS: boolean,
 *   auth?: { user: string, pass: string },
 *   shown: string,
 * }} SmtpServer
 * `secure`: TLS from the first byte (smtps); `requireTLS`: refuse to log in without STARTTLS,
 * so a password never crosses the network in clear (a server on this machine excepted);
 * `shown`: the address without the password, for logs.
 */

const EXAMPLE = 'smtp://user:password@smtp.example.com:587 or smtps://user:password@smtp.example.com:465'
const DEFAULT_PORT = { 'smtp:': 587, 'smtps:': 465 }

/** True for a host name that can only be this machine, where STARTTLS protects nothing. */
function isLoopback(/** @type {string} */ host) {
  if (host === 'localhost' || host.endsWith('.localhost')) return true
  const bare = host.replace(/^\[|\]$/g, '')
  return /^127(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/.test(bare) || bare === '::1'
}

/** `raw` with its password replaced, for a message that names it. */
function withoutPassword(/** @type {URL} */ url) {
  const copy = new URL(url.href)
  if (copy.password) copy.password = '***'
  return copy.href
}

/**
 * The mail server SMTP_URL names, or why it names none.
 * @param {string} raw
 * @returns {{ server: SmtpServer } | { problem: string }}
 */
export function parseSmtpUrl(raw) {
  /** @type {URL} */
  let url
  try {
    // "smtp.example.com:587" would read as a URL of the scheme "smtp.example.com:".
    if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(raw)) throw new TypeError('no scheme')
    url = new URL(raw)
  } catch {
    // Not echoed: a string that is no URL may still hold a password.
    return { problem: `must be a URL such as ${EXAMPLE}` }
  }
  const scheme = /** @type {keyof typeof DEFAULT_PORT} */ (url.protocol)
  if (!(scheme in DEFAULT_PORT)) {
    return { problem: `must start with smtp:// or smtps://, got "${url.protocol}//…" (e.g. ${EXAMPLE})` }
  }
  if (!url.hostname) return { problem: `must name the mail server's host, got "${withoutPassword(url)}"` }
  if (url.port === '0') return { problem: `must not name port 0, got "${withoutPassword(url)}"` }
  if ((url.pathname && url.pathname !== '/') || url.search || url.hash) {
    return { problem: `must be the server alone, without a path, query or #, got "${withoutPassword(url)}"` }
  }
  /** @type {{ user: string, pass: string } | undefined} */
  let auth
  try {
    auth = url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined
  } catch {
    return { problem: `has a user name or password with a broken %-escape, got "${withoutPassword(url)}"` }
  }
  if (!auth && url.password) return { problem: `has a password but no user name, got "${withoutPassword(url)}"` }
  const port = url.port ? Number(url.port) : DEFAULT_PORT[scheme]
  const secure = scheme === 'smtps:'
  return {
    server: {
      host: url.hostname.replace(/^\[|\]$/g, ''),
      port,
      secure,
      requireTLS: !secure && auth !== undefined && !isLoopback(url.hostname),
      ...(auth ? { auth } : {}),
      shown: `${scheme}//${auth ? `${encodeURIComponent(auth.user)}@` : ''}${url.host}${url.port ? '' : `:${port}`}`,
    },
  }
}

/**
 * The address enquiry mails are sent from: SMTP_FROM when set, else the mailbox's user name when
 * it is an address (most providers accept mail only from the account's own address), else
 * undefined (the site's contact address, which the caller knows).
 * @param {Pick<SmtpServer, 'auth'>} server @param {string | undefined} smtpFrom
 */
export function senderAddress({ auth }, smtpFrom) {
  if (smtpFrom) return smtpFrom
  return auth && isMailbox(auth.user) ? auth.user : undefined
}
