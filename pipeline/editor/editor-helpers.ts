/**
 * What Sveltia CMS would fetch from unpkg.com at run time, served from /admin instead or not fetched
 * at all, so that /admin's policy refuses no request (docs/decisions/021-the-editor-shows-the-page.md):
 *
 * - its update check reads `/admin/sveltia-cms/package.json`, which names the pinned version (a new
 *   version is a change to editor/package-lock.json, not a banner for the owner);
 * - its interface in the owner's language (en-GB, de, …) comes from the package's own `locales/`;
 * - the optional helpers it imports by package name: Immutable.js (custom previews) and exifr (a
 *   photo's date and place in the media library) are copied from editor/package.json's pins; every
 *   other helper (maps, PDF thumbnails, code highlighting, HEIC and WebP encoders) is refused before
 *   any request, and the editor falls back as it does when one fails to load (the browser's own
 *   WebP encoder, no map or highlighting, none of which our forms use).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The helpers /admin serves, each with the file the editor imports and where the package keeps it. */
const SERVED_HELPERS = [
  { name: 'immutable', imports: 'dist/immutable.es.js', file: 'dist/immutable.es.js' },
  // exifr's ES module, under the .js name every host serves as JavaScript (.mjs is not in every host's types).
  { name: 'exifr', imports: 'dist/lite.esm.mjs', file: 'dist/lite.esm.js', servedAs: 'dist/lite.esm.js' },
] as const

const UNPKG = 'https://unpkg.com'

/** `script` with `from`, which must be there exactly once, replaced by `to`. */
function replaceOnce(script: string, from: string, to: string): string {
  const count = script.split(from).length - 1
  if (count !== 1) throw new Error(`@sveltia/cms: expected "${from}" once in its script, found it ${count} times`)
  return script.replace(from, () => to)
}

function versionOf(packageDir: string): string {
  return (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }).version
}

/**
 * The editor's script with every unpkg.com address pointed at /admin (`urlPath`), and the files
 * those addresses then need, by path under /admin/. `editorDir` is @sveltia/cms's package folder,
 * `modulesDir` the node_modules it was installed into (the helpers' pins).
 */
export function ownOriginHelpers(
  script: string,
  editorDir: string,
  modulesDir: string,
  urlPath: string,
): { script: string; files: Map<string, Buffer> } {
  const files = new Map<string, Buffer>()
  const version = versionOf(editorDir)
  let result = replaceOnce(script, `\`${UNPKG}/@sveltia/cms\``, `\`${urlPath}/sveltia-cms\``)
  files.set('sveltia-cms/package.json', Buffer.from(`${JSON.stringify({ name: '@sveltia/cms', version })}\n`))
  const locales = join(editorDir, 'locales')
  for (const name of readdirSync(locales)) {
    files.set(`sveltia-cms@${version}/locales/${name}`, readFileSync(join(locales, name)))
  }

  // Helpers are imported as `${unpkg}/<name>@<the version its package.json asks for>/<file>`.
  result = replaceOnce(result, `\`${UNPKG}/\${e}\``, `\`${urlPath}/helpers/\${e}\``)
  const served = SERVED_HELPERS.map((helper) => helper.name)
  result = replaceOnce(
    result,
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the editor's own code, matched as it is written
    'import(`${JW(e)}/${t}`)',
    `(${JSON.stringify(served)}.includes(e)?import(\`\${JW(e)}/\${t}\`):Promise.reject(Error(\`\${e} is not served by this site\`)))`,
  )
  for (const helper of SERVED_HELPERS) {
    const dir = join(modulesDir, helper.name)
    const wanted = new RegExp(`"?${helper.name}"?:\`\\^?([\\d.]+)\``).exec(result)?.[1]
    if (wanted !== versionOf(dir)) {
      throw new Error(`@sveltia/cms asks for ${helper.name}@${wanted}; editor/package.json pins ${versionOf(dir)}`)
    }
    const servedAs = 'servedAs' in helper ? helper.servedAs : helper.imports
    if (servedAs !== helper.imports) {
      result = replaceOnce(result, `\`${helper.name}\`,\`${helper.imports}\``, `\`${helper.name}\`,\`${servedAs}\``)
    }
    files.set(`helpers/${helper.name}@${wanted}/${servedAs}`, readFileSync(join(dir, helper.file)))
  }

  // Code highlighting (a widget our forms do not use) keeps its own two addresses: pointed here, unserved.
  result = result.replaceAll(`\`${UNPKG}/`, `\`${urlPath}/helpers/`)
  const leftOver = new RegExp(`${UNPKG.replace(/\./g, '\\.')}[^\\s'"\`]*`).exec(result)
  if (leftOver) throw new Error(`@sveltia/cms's script still loads ${leftOver[0]}`)
  return { script: result, files }
}
