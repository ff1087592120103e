/**
 * A content change of the shared changed-content build (./changes.ts): the owner's own photo, as
 * the editor saves an upload (tests/e2e/editor.spec.ts checks that its commit is exactly this):
 * the file in content/media/ under its slugified name, and the first article's photo field
 * naming it as /media/<file>. The photo is a phone's, with a camera's EXIF and a GPS position;
 * tests/changed-site/owner-photo.test.ts checks that the built site shows it as its own files,
 * without them.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderPhoto } from '../../stand-ins/image-server'
import { modelFile } from './copy-model'

/** The file the owner picks on their computer, and the name the editor commits it under. */
export const ownerPhoto = {
  original: 'Team Photo.JPG',
  file: 'team-photo.jpg',
  field: '/media/team-photo.jpg',
  width: 1600,
  height: 1067,
}

/** The article whose photo the owner replaces: the first, as the editor lists them. */
export const photoArticle = modelFile('articles').replace(/\.md$/, '')

/** The photo's bytes as the owner's phone took it. */
export function ownerPhotoBytes(): Promise<Buffer> {
  return renderPhoto('/owner-team-photo', ownerPhoto.width, ownerPhoto.height)
}

export async function useOwnerPhoto(contentDir: string) {
  mkdirSync(join(contentDir, 'media'), { recursive: true })
  writeFileSync(join(contentDir, 'media', ownerPhoto.file), await ownerPhotoBytes())
  const article = join(contentDir, 'articles', `${photoArticle}.md`)
  writeFileSync(article, readFileSync(article, 'utf8').replace(/^image: .*$/m, `image: ${ownerPhoto.field}`))
}
