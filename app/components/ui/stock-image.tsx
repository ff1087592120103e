import { site } from '#app/config/configuration'
import { cn } from '#app/utils/cn'

/** Widths offered in `srcset`; the host resizes on the fly, so a handful covers phones to 2x desktops. */
const WIDTHS = [320, 480, 640, 800, 1024, 1280, 1600] as const

const RATIOS = {
  /** 3:2, the shape of most stock photos. */
  photo: { box: 'aspect-[3/2]', height: 2 / 3 },
  /** 4:3, for taller cards and the hero. */
  standard: { box: 'aspect-[4/3]', height: 3 / 4 },
  /** 16:9, for wide banners. */
  wide: { box: 'aspect-video', height: 9 / 16 },
} as const

type StockImageRatio = keyof typeof RATIOS

/** A URL on the stock-photo host (Unsplash-style query parameters) for `path` at `width` pixels. */
export function stockImageUrl(path: string, width: number, origin: string = site.imageOrigin): string {
  return `${origin}${path}?auto=format&fit=crop&w=${width}&q=75`
}

/** Every width up to twice the largest displayed width, for sharp images on high-density screens. */
export function stockImageSrcSet(path: string, width: number, origin: string = site.imageOrigin): string {
  const widths = WIDTHS.filter((candidate) => candidate <= width * 2)
  return widths.map((candidate) => `${stockImageUrl(path, candidate, origin)} ${candidate}w`).join(', ')
}

type StockImageProps = {
  /** Path on the stock-photo host, e.g. '/photo-1485827404703-89b55fcc595e'. */
  src: string
  alt: string
  /** The largest width, in CSS pixels, the image is displayed at. */
  width: number
  /** The `sizes` attribute: how wide the image is at each breakpoint. */
  sizes: string
  ratio?: StockImageRatio
  /** The page's largest above-the-fold image: fetched first, never lazily. */
  priority?: boolean
  className?: string
}

/**
 * A responsive stock photo in a fixed-ratio box: the box reserves the space before the image
 * arrives (no layout shift) and keeps its shape and background if the image never does.
 */
export function StockImage({ src, alt, width, sizes, ratio = 'photo', priority = false, className }: StockImageProps) {
  const { box, height } = RATIOS[ratio]
  return (
    <div className={cn('relative overflow-hidden bg-slate-200', box, className)}>
      <img
        src={stockImageUrl(src, width)}
        srcSet={stockImageSrcSet(src, width)}
        sizes={sizes}
        width={width}
        height={Math.round(width * height)}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        className="absolute inset-0 size-full object-cover text-sm text-slate-600"
      />
    </div>
  )
}

/** The photo beside a block of text in a two-column section (about, services, service detail). */
export function SideImage({ src, alt }: Pick<StockImageProps, 'src' | 'alt'>) {
  return (
    <StockImage
      src={src}
      alt={alt}
      width={640}
      ratio="standard"
      sizes="(min-width: 1280px) 600px, (min-width: 1024px) 46vw, calc(100vw - 2rem)"
      className="rounded-2xl shadow-lg"
    />
  )
}
