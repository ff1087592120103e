/** The frame of every page the build writes under /admin (./build-editor.ts, ./inbox-page.ts). */

export const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/** An /admin document, which asks search engines not to index it: its title, the rest of its head, its body. */
export function adminDocument(title: string, head: string, body: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title}</title>
${head}
</head>
<body>
${body}</body>
</html>
`
}
