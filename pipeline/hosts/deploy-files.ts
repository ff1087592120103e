/**
 * The nginx server block, written from the serving rules the production server reads
 * (server/serving-rules.js), so `npm start` and nginx send the same headers, cache policy and
 * redirects. Static hosts get theirs from ./host-files.ts.
 */
import { pageFile, type ServingRules } from '../../server/serving-rules.js'
import { escapeRegex, GENERATED } from './host-files.ts'

function nginxString(value: string): string {
  if (/["\\$\r\n]/.test(value)) throw new Error(`Header value can't be written into nginx.conf: ${value}`)
  return `"${value}"`
}

/** A path as a regex that also matches it written with repeated slashes (`//about`). */
function pathRegex(path: string): string {
  return escapeRegex(path).replace(/\//g, '/+')
}

/** `add_header` lines; `always` so 301s and 404s carry them too. */
function headerBlock(headers: Record<string, string>, csp: string, cache: string, indent: string): string[] {
  return [
    ...Object.entries(headers).map(([name, value]) => `${indent}add_header ${name} ${nginxString(value)} always;`),
    // $site_csp_upgrade adds upgrade-insecure-requests only when nginx itself serves https.
    `${indent}add_header Content-Security-Policy "${nginxString(csp).slice(1, -1)}$site_csp_upgrade" always;`,
    `${indent}add_header Cache-Control ${nginxString(cache)} always;`,
  ]
}

/**
 * Where nginx finds the pages whose enquiry form goes by e-mail: it serves the build's client/
 * folder, whose forms post to `npm start`'s endpoint, and has none itself (pipeline/keyless-form.ts).
 */
export type FormPagesByEmail = { root: string; files: ReadonlySet<string> }

/**
 * An nginx `map` plus `server` block, to be included in the `http` context. nginx drops inherited
 * `add_header`s in any location that sets its own, so every location lists the full set.
 */
export function buildNginxConf(
  manifest: ServingRules,
  { root, listen, formsByEmail }: { root: string; listen: string; formsByEmail?: FormPagesByEmail },
): string {
  const { common, csp } = manifest.headers
  const { cache, notServed } = manifest
  const documentCsp = (file: string) => csp.documents[file] ?? csp.fallback
  const suffixes = notServed.suffixes.map((suffix) => escapeRegex(suffix.slice(1))).join('|')
  // A site under a path (/repo): every location is under it, and a file's URI loses it before
  // nginx looks in `root`, which holds the site as served from its path (client/).
  const base = manifest.basePath ?? ''
  const at = (path: string) => `${base}${path}`
  const fromBase = base ? [`        rewrite ^${escapeRegex(base)}(/.*)$ $1 break;`] : []
  const out = [
    `# ${GENERATED}`,
    '# Include inside the http { } block of nginx.conf (see deploy/nginx.conf and docs/owner-guide.md "Deploy").',
    'map $scheme $site_csp_upgrade {',
    '    https "; upgrade-insecure-requests";',
    '    default "";',
    '}',
    '',
    'server {',
    `    listen ${listen};`,
    '    server_name _;',
    `    root ${root};`,
    '    server_tokens off;',
    '    # Redirects answer with a path, like `npm start`, so they work behind any proxy.',
    '    absolute_redirect off;',
    '    # `///about` is not `/about`: it redirects (below) instead of being served as the page.',
    '    merge_slashes off;',
    '    charset utf-8;',
    '    # The build writes .gz (and .br) next to every text file.',
    '    gzip_static on;',
    '    gzip_vary on;',
    '    # brotli_static on;  # only with the ngx_brotli module (not in Debian nginx-light)',
    '    error_page 404 /404.html;',
    '',
    '    # Anything that is not a document: robots.txt, sitemap.xml, favicon, redirects.',
    ...headerBlock(common, csp.fallback, cache.other, '    '),
    '',
    `    location ${at('/')} {`,
    ...headerBlock(common, csp.fallback, cache.other, '        '),
    ...fromBase,
    '        try_files $uri =404;',
    '    }',
    ...(base
      ? [
          '',
          `    # Outside ${base}/: the home page for /, the not-found page for the rest.`,
          `    location = / { return 301 ${at('/')}$is_args$args; }`,
          '    location / { return 404; }',
        ]
      : []),
    '',
    '    # Files of the build that are not served by their own name.',
    ...notServed.names.map((name) => `    location = ${at(`/${name}`)} { return 404; }`),
  ]
  // Regex locations are tried in this order, the first match winning; exact ones (=) come first.
  for (const page of manifest.pages) {
    const file = pageFile(page)
    out.push(
      '',
      `    location = ${at(page)} {`,
      ...headerBlock(common, documentCsp(file), cache.document, '        '),
      ...(formsByEmail?.files.has(file) ? [`        root ${formsByEmail.root};`] : []),
      `        try_files /${file} =404;`,
      '    }',
      // Any other spelling of the page (letter case, slashes, index.html, .html) → canonical path.
      page === '/'
        ? `    location ~* ^${pathRegex(base)}/*(/index\\.html)?$ {`
        : `    location ~* ^${pathRegex(at(page))}(/+|/index\\.html|\\.html)?$ {`,
      `        return 301 ${at(page)}$is_args$args;`,
      '    }',
    )
  }
  // Old addresses that moved, in any letter case or slash, like npm start (server/serving-rules.js).
  for (const { from, to } of manifest.redirects ?? []) {
    const target = to.startsWith('https://') ? to : `${at(to)}$is_args$args`
    out.push(
      '',
      `    location ~* ^${pathRegex(at(from))}(/+|/index\\.html|\\.html)?$ {`,
      `        return 301 ${target};`,
      '    }',
    )
  }
  out.push(
    '',
    '    # Any other path with repeated slashes: the site-wide not-found page.',
    '    location ~ // { return 404; }',
  )
  for (const { prefix, file } of manifest.notFound) {
    out.push(
      '',
      `    location ~* ^${pathRegex(at(prefix))}.*\\.(${suffixes})$ {`,
      ...(prefix === '/' ? [] : [`        error_page 404 /${file};`]),
      '        return 404;',
      '    }',
    )
  }
  out.push(
    '',
    '    # Hashed file names: cache for a year.',
    `    location ~ ^${escapeRegex(at(cache.hashedPrefix))} {`,
    ...headerBlock(common, csp.fallback, cache.hashed, '        '),
    ...fromBase,
    '        try_files $uri =404;',
    '    }',
  )
  for (const { prefix, file } of manifest.notFound) {
    out.push(
      '',
      `    location = /${file} {`,
      '        internal;',
      ...headerBlock(common, documentCsp(file), cache.document, '        '),
      '    }',
    )
    if (prefix === '/') continue
    // Regex, not prefix, so that /SERVICES/x finds it as `npm start` does (it lowercases first);
    // listed after the page regexes, which therefore still win.
    out.push(
      `    location ~* ^${pathRegex(at(prefix))} {`,
      `        error_page 404 /${file};`,
      ...headerBlock(common, csp.fallback, cache.other, '        '),
      ...fromBase,
      '        try_files $uri =404;',
      '    }',
    )
  }
  out.push('}', '')
  return out.join('\n')
}
