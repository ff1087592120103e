/**
 * What the contrast check on pixels (./pixel-contrast.ts) reads in the page: every text a visitor
 * can see, with its own boxes (Range.getClientRects of each text node: the glyphs' lines, not the
 * element's padding), cut to what no ancestor clips away, its colour as drawn and its size; and the
 * style that makes every glyph transparent (fill, decoration, shadow and caret) while everything
 * else keeps its colours (borders, icons and fills drawn in `currentColor` included), so that a
 * screenshot shows what is behind each text. Both run in the page: each function is whole in itself.
 */
import type { Box } from './contrast-maths'

export type RenderedText = {
  /** The text, its first 40 characters. */
  text: string
  /** The glyphs' colour as computed (`color`: no element sets -webkit-text-fill-color, textsNotFilledWithTheirColour). */
  colour: string
  /** The product of its and its ancestors' opacity, which the glyphs are drawn with too. */
  opacity: number
  fontSize: number
  fontWeight: number
  /** Inside a block that stays dark in both schemes (`inverse-block`, app/styles/brand-css.ts). */
  inverse: boolean
  /** Its boxes on the page, in CSS pixels from the top left of the document. */
  boxes: Box[]
  /** The element, as a failure names it: tag, id and first classes of it and its section. */
  where: string
}

/**
 * Runs in the page: every visible text node, as RenderedText (its elements kept for readTextColours,
 * its boxes for hidePhotosBehindNoText).
 * The page must be scrolled to its top.
 */
export function readRenderedTexts(): RenderedText[] {
  type Rect = { left: number; top: number; right: number; bottom: number }
  const clips = new Map<Element, Rect | null>()
  /** What the element's clipping ancestors and itself (overflow, clip-path) leave visible; null: nothing clips. */
  const clipOf = (element: Element | null): Rect | null => {
    if (!element || element === document.documentElement) return null
    const known = clips.get(element)
    if (known !== undefined) return known
    const outer = clipOf(element.parentElement)
    const style = getComputedStyle(element)
    const own = element.getBoundingClientRect()
    let cut: Rect | null = null
    if (style.overflowX !== 'visible' || style.overflowY !== 'visible') cut = own
    if (style.clipPath.startsWith('inset(')) {
      // inset(top right bottom left), as a shorthand, in px or % of the box (Tailwind's sr-only: inset(50%)).
      const lengths = style.clipPath.slice(6, -1).split(' round ')[0]?.trim().split(/\s+/) ?? []
      const [top = '0', right = top, bottom = top, left = right] = lengths
      const px = (length: string, of: number) =>
        length.endsWith('%') ? (Number.parseFloat(length) / 100) * of : Number.parseFloat(length)
      cut = {
        left: own.left + px(left, own.width),
        top: own.top + px(top, own.height),
        right: own.right - px(right, own.width),
        bottom: own.bottom - px(bottom, own.height),
      }
    } else if (style.clipPath !== 'none') cut = own
    const clip =
      cut && outer
        ? {
            left: Math.max(cut.left, outer.left),
            top: Math.max(cut.top, outer.top),
            right: Math.min(cut.right, outer.right),
            bottom: Math.min(cut.bottom, outer.bottom),
          }
        : (cut ?? outer)
    clips.set(element, clip)
    return clip
  }
  const opacities = new Map<Element, number>()
  const opacityOf = (element: Element | null): number => {
    if (!element) return 1
    const known = opacities.get(element)
    if (known !== undefined) return known
    const opacity = Number(getComputedStyle(element).opacity) * opacityOf(element.parentElement)
    opacities.set(element, opacity)
    return opacity
  }
  const nameOf = (element: Element) => {
    const one = (node: Element) =>
      `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${[...node.classList]
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('')}`
    const section = element.closest('section, header, footer, nav, aside')
    return section && section !== element ? `${one(section)} ${one(element)}` : one(element)
  }

  const texts: RenderedText[] = []
  const elements: Element[] = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement
    const words = (node.textContent ?? '').replaceAll(/\s+/g, ' ').trim()
    if (!element || !words) continue
    // SVG text is drawn with `fill` and is a graphic here; form controls draw their own text.
    if (element.closest('svg, script, style, noscript, template, select, option, textarea')) continue
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
    const style = getComputedStyle(element)
    const clip = clipOf(element)
    const range = document.createRange()
    range.selectNodeContents(node)
    const boxes = [...range.getClientRects()]
      .map((rect) => ({
        left: clip ? Math.max(rect.left, clip.left) : rect.left,
        top: clip ? Math.max(rect.top, clip.top) : rect.top,
        right: clip ? Math.min(rect.right, clip.right) : rect.right,
        bottom: clip ? Math.min(rect.bottom, clip.bottom) : rect.bottom,
      }))
      .filter(({ left, top, right, bottom }) => right - left >= 2 && bottom - top >= 2)
      .map(({ left, top, right, bottom }) => ({
        x: left + window.scrollX,
        y: top + window.scrollY,
        width: right - left,
        height: bottom - top,
      }))
    if (boxes.length === 0) continue
    elements.push(element)
    texts.push({
      text: words.slice(0, 40),
      colour: style.color,
      opacity: opacityOf(element),
      fontSize: Number.parseFloat(style.fontSize),
      fontWeight: Number(style.fontWeight),
      inverse: Boolean(element.closest('.inverse-block')),
      boxes,
      where: nameOf(element),
    })
  }
  Object.assign(window, { renderedTextElements: elements, renderedTextBoxes: texts.flatMap((text) => text.boxes) })
  return texts
}

/** Runs in the page: the colour of each text readRenderedTexts found, in its order, as the page is now. */
export function readTextColours(): string[] {
  const { renderedTextElements } = window as unknown as { renderedTextElements: Element[] }
  return renderedTextElements.map((element) => getComputedStyle(element).color)
}

/**
 * Runs in the page: the elements whose glyphs are not filled with their `color` (a gradient clipped
 * to the text, say), which the check would misread: it reads `color` while the glyphs are transparent.
 */
export function textsNotFilledWithTheirColour(): string[] {
  return [...document.body.querySelectorAll('*')]
    .filter((element) => {
      const style = getComputedStyle(element)
      return style.webkitTextFillColor !== style.color
    })
    .map((element) => element.outerHTML.slice(0, 80))
}

/**
 * Runs in the page: with `on`, every glyph transparent and no transition running (so each state is
 * its end state at once); without, the page as it was. The rules go into the page's own stylesheet
 * through the CSSOM, which its Content-Security-Policy allows where a <style> element would not.
 */
export function showTextsTransparent(on: boolean): void {
  const MARK = '--contrast-check'
  const sheet = [...document.styleSheets].at(-1)
  if (!sheet) throw new Error('The page has no stylesheet')
  for (let index = sheet.cssRules.length - 1; index >= 0; index--) {
    if (sheet.cssRules[index]?.cssText.includes(`${MARK}-text`)) sheet.deleteRule(index)
  }
  if (!on) return
  // Pseudo-elements keep their glyphs: a decorative quote mark behind a text is part of its background.
  for (const rule of [
    `*, *::placeholder { ${MARK}-text: 1; -webkit-text-fill-color: transparent !important; text-decoration-color: transparent !important; text-shadow: none !important; caret-color: transparent !important; }`,
    `*::before, *::after, *::marker { ${MARK}-text: 2; -webkit-text-fill-color: currentcolor !important; }`,
  ]) {
    sheet.insertRule(rule, sheet.cssRules.length)
  }
}

/** Runs in the page: no transition or animation takes time, so a new scheme or brand is its end state at once. */
export function stopTransitions(): void {
  const sheet = [...document.styleSheets].at(-1)
  if (!sheet || [...sheet.cssRules].some((rule) => rule.cssText.includes('--contrast-check-instant'))) return
  sheet.insertRule(
    '*, *::before, *::after { --contrast-check-instant: 1; transition-duration: 0s !important; transition-delay: 0s !important; animation-duration: 0s !important; animation-delay: 0s !important; }',
    sheet.cssRules.length,
  )
}

/**
 * Runs in the page: hides every photo no text's box comes within `margin` px of (none may be behind
 * a text, so none can change what a text is measured against), after showing again those hidden
 * before; with `margin` < 0 only shows them. A photo is the dearest part of a capture to draw and
 * to encode, and a hidden one leaves a flat fill.
 */
export function hidePhotosBehindNoText(margin: number): number {
  const images = [...document.querySelectorAll('img')]
  for (const image of images) image.style.removeProperty('visibility')
  if (margin < 0) return 0
  const { renderedTextBoxes } = window as unknown as { renderedTextBoxes: Box[] }
  let hidden = 0
  for (const image of images) {
    const photo = image.getBoundingClientRect()
    const [left, top] = [photo.left + window.scrollX, photo.top + window.scrollY]
    const near = renderedTextBoxes.some(
      (box) =>
        box.x - margin < left + photo.width &&
        box.x + box.width + margin > left &&
        box.y - margin < top + photo.height &&
        box.y + box.height + margin > top,
    )
    if (!near) {
      image.style.setProperty('visibility', 'hidden', 'important')
      hidden++
    }
  }
  return hidden
}
