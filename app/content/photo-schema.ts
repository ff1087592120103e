/**
 * The type of every photo field in the content schemas (./schemas.ts) and the limits the build
 * holds photos to: one type, so the build's pipeline (app/content/photo-uses.ts) and the editor's
 * image field (pipeline/editor/editor-fields.ts) both find photo fields by it.
 */
import { z } from 'zod'
import { MEDIA_FOLDER } from '../config/media-folder.ts'

export { MEDIA_FOLDER }

/**
 * What the build accepts as a photo (docs/owner-guide.md "Photos"): above either limit it stops, naming the photo.
 * 25 MB holds a 48-megapixel phone JPEG; 50 megapixels decode in about 200 MB of memory.
 */
export const PHOTO_LIMITS = { maxBytes: 25 * 1024 * 1024, maxPixels: 50_000_000 } as const

const PHOTO_RULE = `a stock-photo path such as /photo-1485827404703-89b55fcc595e, or a file in the content folder's ${MEDIA_FOLDER}/ folder such as ${MEDIA_FOLDER}/team.jpg`

/**
 * Every photo field's type, so the editor can tell photo fields from text: a path on the stock-photo
 * host, or the path of the owner's file under content/media/, written media/team.jpg or, as the
 * editor's image field saves it, /media/team.jpg (no segment may start with a dot, so no path
 * leaves that folder). The build turns each into files on the site's own origin
 * (pipeline/photos/prepare-photos.ts) and the pages show them through app/content/photos.ts.
 */
export const PhotoReference = z
  .string()
  .regex(new RegExp(`^(?:/[\\w-]+|/?${MEDIA_FOLDER}(?:/[^/\\\\.][^/\\\\]*)+)$`), {
    // Called without an issue by tools that want the rule alone (the editor's field hint).
    error: (issue) => {
      if (issue?.input === undefined) return `must be ${PHOTO_RULE}`
      const input = String(issue.input)
      const outside = /(^|[/\\])\.\.([/\\]|$)/.test(input) ? ', inside that folder' : ''
      return `"${input}" must be ${PHOTO_RULE}${outside}`
    },
  })
  .meta({
    title: 'Photo',
    description: 'upload your own photo or pick one from the media library',
    // An image field (pipeline/editor/editor-fields.ts): Upload or the media library. Not a URL: the
    // build takes only these two kinds of path (a stock path is written in the file).
    editor: { widget: 'image', choose_url: false },
  })

/** Whether a photo field names the owner's file (media/… or /media/…) rather than a stock photo. */
export const isOwnerPhoto = (reference: string) => reference.replace(/^\//, '').startsWith(`${MEDIA_FOLDER}/`)
