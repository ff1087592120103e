/**
 * Contrast measured on what the browser draws (docs/decisions/039-contrast-proven-on-pixels.md): on
 * the page loaded now, for each state (width, colour scheme, brand: a palette inserted into the page,
 * ./try-brand.ts), every visible text is read with its boxes and colour (./rendered-texts.ts), the
 * glyphs made transparent, the whole page photographed once, and each text's colour measured against
 * the worst pixel inside its own boxes (./contrast-maths.ts). Gradients, translucent fills and photos
 * behind a text are whatever the pixels are.
 */
import { type CDPSession, expect, type Page } from '@playwright/test'
import sharp from 'sharp'
import { hex, type Pixels, parseColour, requiredRatio, type Sample, worstPixel } from './contrast-maths'
import { type ColourTokens, type FlatText, readColourTokens, unlistedPairs } from './contrast-pairs-rendered'
import type { Scheme, State } from './contrast-states'
import {
  hidePhotosBehindNoText,
  type RenderedText,
  readRenderedTexts,
  readTextColours,
  showTextsTransparent,
  stopTransitions,
  textsNotFilledWithTheirColour,
} from './rendered-texts'
import { backToBuiltBrand, paletteRules, replaceTriedRules } from './try-brand'

/** A text below its threshold, as the check reports it. */
type ContrastFailure = {
  page: string
  brand: string
  scheme: Scheme
  width: number
  text: string
  where: string
  /** The text's colour as drawn over the background found (#rrggbb). */
  colour: string
  background: string
  ratio: number
  required: number
}

/**
 * What one state of a page measured: how many texts, those below their threshold, and the pairs of
 * colour tokens drawn that app/styles/contrast-pairs.ts lacks (./contrast-pairs-rendered.ts).
 */
export type StateResult = { state: State; texts: number; failures: ContrastFailure[]; unlisted: Map<string, string> }

/** One failure on one line: page, brand, scheme, width, the text, its colour, the background found, the ratio. */
function describeFailure(failure: ContrastFailure): string {
  const { page, brand, scheme, width, text, colour, background, ratio, required, where } = failure
  return `${page} ${brand} ${scheme} ${width}px: "${text}" ${colour} on ${background} ${ratio.toFixed(2)}:1, needs ${required}:1 (${where})`
}

/** A function of ./rendered-texts.ts called in the page by its source (esbuild's `__name` helper may wrap it). */
const inPage = (fn: (...args: never[]) => unknown, ...args: unknown[]) =>
  `(() => { const __name = (target) => target; return (${fn})(...${JSON.stringify(args)}) })()`

/**
 * Readies a loaded page: the fonts, no transition, nothing focused, every glyph transparent (until
 * measurePage ends).
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
    window.scrollTo(0, 0)
  })
  const misread = await page.evaluate<string[]>(inPage(textsNotFilledWithTheirColour))
  expect(misread, 'texts not drawn in their colour, which the check reads').toEqual([])
  await page.evaluate(inPage(stopTransitions))
  await page.evaluate(inPage(showTextsTransparent, true))
}

/**
 * Lays the page out at `width` in a window as tall as the page, so that one capture of the window
 * is the whole page with nothing laid out again for it (a capture beyond the window resizes it each
 * time), or as tall as the page above its footer; returns every text in the window with its boxes,
 * hides the photos no text stands on and waits for the others to be loaded and decoded.
 */
async function layOut(page: Page, width: number, footer: boolean): Promise<RenderedText[]> {
  await page.setViewportSize({ width, height: 800 })
  const height = await page.evaluate((footer) => {
    const siteFooter = [...document.querySelectorAll('footer')].find((one) => !one.closest('main, article, section'))
    const { scrollHeight } = document.documentElement
    return footer || !siteFooter ? scrollHeight : Math.ceil(siteFooter.getBoundingClientRect().top + window.scrollY)
  }, footer)
  await page.setViewportSize({ width, height })
  const texts = await page.evaluate<RenderedText[]>(inPage(readRenderedTexts))
  await page.evaluate(inPage(hidePhotosBehindNoText, 32))
  await page.evaluate(async () => {
    const shown = [...document.querySelectorAll('img')].filter((image) => image.style.visibility !== 'hidden')
    for (const image of shown) image.loading = 'eager'
    await Promise.all(shown.map((image) => image.decode().catch(() => undefined)))
  })
  return texts.filter((text) => text.boxes.some((box) => box.y < height))
}

/** The window photographed, as PNG made for speed (the capture is most of the check's time), decoded. */
async function photograph(page: Page, cdp: CDPSession): Promise<() => Promise<Pixels>> {
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 }
  const { data } = await cdp.send('Page.captureScreenshot', {
    format: 'png',
    optimizeForSpeed: true,
    clip: { x: 0, y: 0, width, height, scale: 1 },
  })
  return async () => {
    const raw = await sharp(Buffer.from(data, 'base64')).removeAlpha().raw().toBuffer({ resolveWithObject: true })
    return { data: raw.data, ...raw.info }
  }
}

/** Each text's worst pixel, a failure naming each text below its threshold, and the unlisted pairs. */
function measureTexts(
  pageLabel: string,
  state: State,
  texts: RenderedText[],
  image: Pixels,
  tokens: ColourTokens,
): StateResult {
  const failures: ContrastFailure[] = []
  const flat: FlatText[] = []
  for (const text of texts) {
    const [r, g, b, alpha] = parseColour(text.colour)
    const colour = [r, g, b, alpha * text.opacity] as const
    if (colour[3] === 0) continue
    const samples = text.boxes.flatMap((box) => worstPixel(image, box, colour) ?? [])
    const worst = samples.reduce<Sample | undefined>(
      (low, one) => (!low || one.ratio < low.ratio ? one : low),
      undefined,
    )
    if (!worst) continue
    const required = requiredRatio(text.fontSize, text.fontWeight)
    if (worst.ratio < required) {
      const { brand, scheme, width } = state
      const [colourHex, background] = [hex(worst.text), hex(worst.background)]
      failures.push({
        page: pageLabel,
        brand: brand.name,
        scheme,
        width,
        text: text.text,
        where: text.where,
        colour: colourHex,
        background,
        ratio: worst.ratio,
        required,
      })
    }
    if (samples.every((sample) => sample.flat && hex(sample.background) === hex(worst.background))) {
      flat.push({ text, drawn: worst.text, background: worst.background })
    }
  }
  return { state, texts: texts.length, failures, unlisted: unlistedPairs(flat, tokens) }
}

/**
 * Every state of `states` on the page loaded now, in their order; leaves the page as it found it
 * (the build's brand, the light scheme, 1280 × 800) but for its transitions, which stay instant.
 * Each photograph is measured while the next is taken. The site's footer is the same on every page:
 * `footer: false` leaves it out, to be measured on one.
 */
export async function measurePage(
  page: Page,
  pageLabel: string,
  states: State[],
  { footer = true }: { footer?: boolean } = {},
): Promise<StateResult[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await settle(page)
  const cdp = await page.context().newCDPSession(page)
  const results: Promise<StateResult>[] = []
  let laidOut: { width: number; texts: RenderedText[] } | undefined
  let scheme: Scheme | undefined
  try {
    for (const state of states) {
      if (laidOut?.width !== state.width)
        laidOut = { width: state.width, texts: await layOut(page, state.width, footer) }
      if (scheme !== state.scheme) await page.emulateMedia({ colorScheme: state.scheme, reducedMotion: 'reduce' })
      scheme = state.scheme
      // The brand's palette in place of the last, and the texts' colours then: one round trip.
      const rules = state.brand.colour ? paletteRules(state.brand.colour) : []
      const { colours, tokens } = await page.evaluate<{ colours: string[]; tokens: ColourTokens }>(
        `(() => { const __name = (target) => target; (${replaceTriedRules})(${JSON.stringify(rules)}); return { colours: (${readTextColours})(), tokens: (${readColourTokens})() } })()`,
      )
      const texts = laidOut.texts.map((text, index) => ({ ...text, colour: colours[index] ?? text.colour }))
      // Taken before the next state is set; decoded and measured while the next is taken.
      const pixels = await photograph(page, cdp)
      results.push(pixels().then((image) => measureTexts(pageLabel, state, texts, image, tokens)))
    }
    return await Promise.all(results)
  } finally {
    await backToBuiltBrand(page)
    await page.evaluate(inPage(showTextsTransparent, false))
    await page.evaluate(inPage(hidePhotosBehindNoText, -1))
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
    await page.setViewportSize({ width: 1280, height: 800 })
    await cdp.detach()
  }
}

/**
 * Fails naming every text below its threshold in any of `states`, every pair of tokens drawn that the
 * list lacks, and if a state found hardly any text.
 */
export async function expectReadableOnPixels(
  page: Page,
  pageLabel: string,
  states: State[],
  options: { footer?: boolean } = {},
) {
  const results = await measurePage(page, pageLabel, states, options)
  const few = results
    .filter((result) => result.texts < 5)
    .map(({ state }) => `${state.brand.name} ${state.scheme} ${state.width}px`)
  expect(few, `${pageLabel}: states with fewer than five texts found`).toEqual([])
  expect(
    results.flatMap((result) => result.failures.map(describeFailure)),
    `${pageLabel}: texts below their contrast`,
  ).toEqual([])
  // Each pair once, with where it was first seen: a pair is the same lack in every state it is drawn in.
  const unlisted = new Map(
    results.flatMap(({ state, unlisted }) =>
      [...unlisted].map(([pair, text]) => [pair, `${pair} ← ${text}, ${state.brand.name} ${state.scheme}`]),
    ),
  )
  expect([...unlisted.values()], `${pageLabel}: pairs drawn that app/styles/contrast-pairs.ts lacks`).toEqual([])
  return results
}
