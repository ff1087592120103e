/**
 * The owner's logo file (content/settings.yaml `logo`, `logoOnDark`), checked before the site shows
 * it: a PNG that is one (sharp reads it) or an SVG without scripts, event handlers or references to
 * anything outside itself (DOMPurify, with jsdom as its DOM, removes them and says what it removed;
 * the build refuses rather than publish a silently changed logo). What else DOMPurify drops (an
 * editor's metadata) goes quietly, and the file served is its output. A mistake stops the build
 * naming the settings field and the file.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { JSDOM } from 'jsdom'
import sharp from 'sharp'
import { ContentError, displayPath } from '../../app/config/checked-file.ts'
import { editorLabel } from '../../app/config/owner-words.ts'
import { SiteSettingsSchema } from '../../app/config/settings-schema.ts'

/** At most this many bytes: a logo is drawn small, and an SVG this large is rarely only a logo. */
const LOGO_LIMITS = { svgBytes: 512 * 1024, pngBytes: 2 * 1024 * 1024, pngPixels: 16_000_000 } as const

export type Logo = { type: 'svg' | 'png'; bytes: Buffer; width: number; height: number; file: string }

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** What a removal by DOMPurify means for a visitor, or undefined for what is merely dropped. */
function danger(removed: { element?: Node; attribute?: Attr | null; from?: Node }): string | undefined {
  if (removed.element) {
    const name = removed.element.nodeName.toLowerCase()
    if (name === 'script') return 'a script (<script>)'
    if (name === 'foreignobject' || name === 'iframe' || name === 'embed' || name === 'object') {
      return `embedded content (<${removed.element.nodeName}>)`
    }
    return undefined
  }
  const attribute = removed.attribute?.name ?? ''
  const on = removed.from?.nodeName ?? 'an element'
  if (/^on/i.test(attribute)) return `an event handler (${attribute} on <${on}>)`
  if (/href$|^src$/i.test(attribute)) return `a link to ${removed.attribute?.value} (${attribute} on <${on}>)`
  return undefined
}

/** Anything the SVG fetches from elsewhere: a reference that is not to a part of itself (#id). */
function externalReferences(svg: Element): string[] {
  const found: string[] = []
  for (const element of [svg, ...svg.querySelectorAll('*')]) {
    for (const attribute of element.attributes) {
      const value = attribute.value.trim()
      const embedded = /^data:image\/(png|jpeg|gif|webp);base64,/i.test(value)
      const reference = /href$|^src$/i.test(attribute.name) && value !== '' && !value.startsWith('#') && !embedded
      const styled = /url\(\s*['"]?(?!#)/i.test(value) || /@import/i.test(value)
      if (reference || styled)
        found.push(`an external reference (${attribute.name}="${value}" on <${element.nodeName}>)`)
    }
    if (element.nodeName.toLowerCase() === 'style' && /url\(\s*['"]?(?!#)|@import/i.test(element.textContent ?? '')) {
      found.push('an external reference (url() or @import in <style>)')
    }
  }
  return found
}

/** The size an SVG asks to be drawn at: its viewBox, else its width and height. */
function svgSize(svg: Element): { width: number; height: number } | undefined {
  const box = svg
    .getAttribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number)
  if (box?.length === 4 && box.every(Number.isFinite) && (box[2] ?? 0) > 0 && (box[3] ?? 0) > 0) {
    return { width: box[2] ?? 0, height: box[3] ?? 0 }
  }
  const [width, height] = ['width', 'height'].map((name) => Number.parseFloat(svg.getAttribute(name) ?? ''))
  return width && height && width > 0 && height > 0 ? { width, height } : undefined
}

/**
 * The SVG's text made safe as the logo is: refused (through `refuse`) when it carries a script, an
 * event handler, embedded content or a reference outside itself; its bytes as DOMPurify leaves them
 * and the size it asks to be drawn at. Also the photo pipeline's, for an owner's SVG (a client logo).
 */
export async function readSvg(text: string, refuse: (message: string) => never): Promise<Omit<Logo, 'file' | 'type'>> {
  // Loaded only for an SVG: jsdom takes 1.5 to 3 CPU-s to load, which every build paid from
  // vite.config.ts though a site with no logo, or a PNG one, never needs it.
  const [{ JSDOM }, { default: DOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')])
  let dom: JSDOM | undefined
  try {
    dom = new JSDOM(text, { contentType: 'image/svg+xml' })
  } catch (error) {
    refuse(
      `is not an SVG image (${error instanceof Error ? error.message.replace(/^about:blank:/, 'line ') : 'not XML'})`,
    )
  }
  const { window } = dom as JSDOM
  const root = window.document.documentElement
  if (
    root.nodeName !== 'svg' ||
    root.namespaceURI !== 'http://www.w3.org/2000/svg' ||
    root.querySelector('parsererror')
  ) {
    refuse('is not an SVG image (its text is not SVG)')
  }
  const purify = DOMPurify(window as unknown as Parameters<typeof DOMPurify>[0])
  const clean = purify.sanitize(root, { USE_PROFILES: { svg: true, svgFilters: true }, RETURN_DOM: true })
  const problems = [
    ...new Set([...purify.removed.map(danger).filter((found) => found !== undefined), ...externalReferences(root)]),
  ]
  if (problems.length > 0) {
    refuse(
      `carries ${problems.join(', ')}: a logo must be a picture only. Save it again without them (most drawing programs have "plain SVG")`,
    )
  }
  const svg = (clean as unknown as Element).querySelector('svg')
  const size = svg ? svgSize(svg) : undefined
  if (!svg || !size) refuse('has no size: give its <svg> a viewBox (or a width and a height)')
  const xml = new window.XMLSerializer().serializeToString(svg)
  return { bytes: Buffer.from(`${xml}\n`), ...size }
}

/** The logo at `reference` (media/logo.svg) in the content folder, checked; `field` names it in a message. */
export async function readLogo(reference: string, contentDir: string, field: string): Promise<Logo> {
  const file = join(contentDir, reference.replace(/^\//, ''))
  const refuse = (message: string): never => {
    throw new ContentError('content/settings.yaml', [
      { path: [field], message: `${displayPath(file)} ${message}`, label: editorLabel(SiteSettingsSchema, [field]) },
    ])
  }
  if (!existsSync(file)) refuse('does not exist: upload it in the editor, or put it in that folder')
  const type = file.toLowerCase().endsWith('.svg') ? 'svg' : 'png'
  const { size: bytes } = statSync(file)
  const limit = type === 'svg' ? LOGO_LIMITS.svgBytes : LOGO_LIMITS.pngBytes
  if (bytes > limit) refuse(`is ${megabytes(bytes)}; a logo may be at most ${megabytes(limit)}`)
  const data = readFileSync(file)
  if (type === 'svg') return { type, file, ...(await readSvg(data.toString('utf8'), refuse)) }
  const metadata = data.subarray(0, 8).equals(PNG_SIGNATURE)
    ? await sharp(data)
        .metadata()
        .catch(() => undefined)
    : undefined
  if (metadata?.format !== 'png' || !metadata.width || !metadata.height)
    refuse('is not a PNG image (its bytes are not a PNG)')
  const { width = 0, height = 0 } = metadata ?? {}
  if (width * height > LOGO_LIMITS.pngPixels)
    refuse(`is ${width}×${height} pixels; a logo may be at most 16 megapixels`)
  return { type, file, bytes: data, width, height }
}
