/**
 * What GitHub Pages, which sends no headers of ours, gets instead: a page at each old address that
 * sends the visitor on, and each document's policy as a `<meta>` element.
 */

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/**
 * For hosts without redirects (GitHub Pages): the document at an old address, which sends the
 * visitor on at once (`<meta http-equiv="refresh">`), shows a link for anyone whose browser does
 * not, names the new address as canonical (search engines treat it as a permanent redirect) and
 * asks not to be indexed itself. `to` as the browser asks for it (under a project site's path),
 * `absolute` the same address with its origin.
 */
export function redirectPage(to: string, absolute: string, siteName: string): string {
  return [
    '<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8">',
    `<title>This page has moved | ${escapeHtml(siteName)}</title>`,
    '<meta name="robots" content="noindex">',
    `<link rel="canonical" href="${escapeHtml(absolute)}">`,
    `<meta http-equiv="refresh" content="0; url=${escapeHtml(to)}">`,
    '</head><body>',
    `<p>This page has moved to <a href="${escapeHtml(to)}">${escapeHtml(absolute)}</a>.</p>`,
    '</body></html>',
    '',
  ].join('\n')
}

/** Directives a `<meta>` policy may not carry (browsers ignore them there and warn). */
const HEADER_ONLY_DIRECTIVES = ['frame-ancestors', 'report-uri', 'report-to', 'sandbox']

/**
 * A document with its own policy as `<meta http-equiv>`, for hosts that send no headers of ours
 * (GitHub Pages): placed right after `<meta charset>`, before anything it governs.
 */
export function withMetaPolicy(html: string, policy: string): string {
  const content = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !HEADER_ONLY_DIRECTIVES.includes(directive.split(/\s+/)[0] ?? ''))
    .join('; ')
  const meta = `<meta http-equiv="Content-Security-Policy" content="${content.replaceAll('"', '&quot;')}">`
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html)
  if (!charset) throw new Error('A document without <meta charset> cannot carry its policy as <meta>')
  const at = charset.index + charset[0].length
  return `${html.slice(0, at)}${meta}${html.slice(at)}`
}
