import { type PhotoFile, type PhotoLayout, photoLayouts, photoRatios } from '#app/content/photo-layouts'
import { photoFor } from '#app/content/photos'
import { cn } from '#app/utils/cn'
import { sitePath } from '#app/utils/site-path'

/** The files worth offering at a layout's width: up to twice it (2x screens), and at least the narrowest. */
function offered(files: PhotoFile[], width: number): PhotoFile[] {
  const fitting = files.filter((file) => file.width <= width * 2)
  return fitting.length > 0 ? fitting : files.slice(0, 1)
}

const srcSet = (files: PhotoFile[]) => files.map((file) => `${sitePath(file.url)} ${file.width}w`).join(', ')

type PhotoProps = {
  /** The photo as content names it (app/content/photo-schema.ts, PhotoReference). */
  photo: string
  alt: string
  /** Where it is shown: its box, largest width and `sizes` (app/content/photos.ts). */
  layout: PhotoLayout
  /** The page's largest above-the-fold image: fetched first, never lazily. */
  priority?: boolean
  /** `contain` shows the whole picture inside the box (a logo), `cover` fills the box (a photo). */
  fit?: 'cover' | 'contain'
  className?: string
}

/**
 * A photo from the site's own origin in a fixed-ratio box: AVIF where the browser takes it, WebP
 * otherwise, in the width the screen needs. The box reserves the space before the photo arrives
 * (no layout shift) and keeps its shape and background if it never does.
 */
export function Photo({ photo, alt, layout, priority = false, fit = 'cover', className }: PhotoProps) {
  const { ratio, width, sizes } = photoLayouts[layout]
  const { formats } = photoFor(photo)
  const sources = formats.slice(0, -1)
  const files = offered(formats.at(-1)?.files ?? [], width)
  // The file `src` names, and whose real size `width` and `height` give: the first as wide as the layout.
  const main = files.find((file) => file.width >= width) ?? files.at(-1)
  return (
    <div
      className={cn('relative overflow-hidden', fit === 'cover' && 'bg-slate-200', photoRatios[ratio].box, className)}
    >
      <picture>
        {sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={srcSet(offered(source.files, width))} sizes={sizes} />
        ))}
        <img
          src={main && sitePath(main.url)}
          srcSet={srcSet(files)}
          sizes={sizes}
          width={main?.width}
          height={main?.height}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          decoding={priority ? 'auto' : 'async'}
          fetchPriority={priority ? 'high' : undefined}
          className={cn(
            'absolute inset-0 size-full',
            fit === 'cover' ? 'object-cover' : 'object-contain',
            'text-sm text-slate-600',
          )}
        />
      </picture>
    </div>
  )
}

/** The photo beside a block of text in a two-column section (about, services, service detail). */
export function SideImage({ photo, alt }: Pick<PhotoProps, 'photo' | 'alt'>) {
  return <Photo photo={photo} alt={alt} layout="half" className="rounded-2xl shadow-lg" />
}
