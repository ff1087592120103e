/**
 * Where photos are shown and what the build makes of them: the layouts (box, width, `sizes`), the
 * widths and formats of every photo's files, and the shape of a prepared photo. Shared by the pages
 * (app/components/ui/photo.tsx) and the build (pipeline/photos/), which must agree on them.
 */

/** The shape of a photo's box (the photo is cropped to it on screen, never in the file). */
export const photoRatios = {
  /** 3:2, the shape of most stock photos. */
  photo: { box: 'aspect-[3/2]', height: 2 / 3 },
  /** 4:3, for taller cards and the hero. */
  standard: { box: 'aspect-[4/3]', height: 3 / 4 },
  /** 16:9, for wide banners. */
  wide: { box: 'aspect-video', height: 9 / 16 },
  /** 1:1, for people (a team member, a client beside a quote). */
  square: { box: 'aspect-square', height: 1 },
  /** 5:2, a box a client's logo fits inside (never cropped: app/components/ui/photo.tsx `fit`). */
  logo: { box: 'aspect-[5/2]', height: 2 / 5 },
} as const

const HALF_THE_PAGE = '(min-width: 1280px) 600px, (min-width: 1024px) 46vw, calc(100vw - 2rem)'
const A_THIRD_OF_THE_PAGE = '(min-width: 1280px) 400px, (min-width: 768px) 31vw, calc(100vw - 2rem)'

/**
 * Every place a photo is shown: its box, the largest width it is shown at in CSS pixels, and the
 * `sizes` attribute saying how wide it is at each breakpoint (app/components/ui/photo.tsx).
 */
export const photoLayouts = {
  /** Half of a two-column section: the home hero, about, services, a service's overview. */
  half: { ratio: 'standard', width: 640, sizes: HALF_THE_PAGE },
  /** A case study on the case studies page. */
  halfCard: { ratio: 'photo', width: 640, sizes: HALF_THE_PAGE },
  /** A card in a three-column grid: case studies on the home page, articles. */
  card: { ratio: 'photo', width: 420, sizes: A_THIRD_OF_THE_PAGE },
  /** An article's own photo, across its column. */
  article: { ratio: 'wide', width: 768, sizes: '(min-width: 800px) 768px, calc(100vw - 2rem)' },
  /** A team member's card in a section of the owner's page (app/components/sections/page-sections/). */
  portrait: { ratio: 'square', width: 420, sizes: A_THIRD_OF_THE_PAGE },
  /** The client's photo beside a quote. */
  avatar: { ratio: 'square', width: 64, sizes: '64px' },
  /** A client's logo in a row of logos. */
  logo: { ratio: 'logo', width: 200, sizes: '200px' },
} as const satisfies Record<string, { ratio: keyof typeof photoRatios; width: number; sizes: string }>

export type PhotoLayout = keyof typeof photoLayouts

/** Widths a photo can be offered in: a handful covers phones to 2x desktops. */
const CANDIDATE_WIDTHS = [320, 480, 640, 800, 1024, 1280, 1600, 1920]

/**
 * The widths the build makes of every photo: each candidate up to twice the widest layout (for
 * high-density screens), and never wider than the original.
 */
export const PHOTO_WIDTHS: readonly number[] = CANDIDATE_WIDTHS.filter(
  (width) => width <= 2 * Math.max(...Object.values(photoLayouts).map((layout) => layout.width)),
)

export const PHOTO_FORMATS = ['image/avif', 'image/webp'] as const
export type PhotoFormat = (typeof PHOTO_FORMATS)[number]

/** One file of a photo: its URL and its real size in pixels. */
export type PhotoFile = { url: string; width: number; height: number }

export type PreparedPhoto = {
  /** Each format's files, narrowest first; the last format is the one `<img>` itself offers. */
  formats: { type?: PhotoFormat; files: PhotoFile[] }[]
  /**
   * Set when the build could not download a stock photo and has no copy of it: the photo is then
   * linked at the stock host, whose origin this is (the policy and the privacy notice name it).
   */
  remoteOrigin?: string
}
