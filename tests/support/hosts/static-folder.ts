/** Reading a published folder the way a static host's file system does. */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join } from 'node:path'

const MEDIA_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  // Netlify, Vercel and GitHub Pages send both photo formats under their registered types.
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.yml': 'text/yaml',
}

export function mediaType(file: string): string {
  return MEDIA_TYPES[extname(file)] ?? 'application/octet-stream'
}

/** The file on disk at URL path `path` under `dir`, or undefined when there is none. */
export function publishedFile(dir: string, path: string): string | undefined {
  if (path.includes('..')) return undefined
  const file = join(dir, decodeURIComponent(path))
  return existsSync(file) && statSync(file).isFile() ? file : undefined
}

/** The text of the file at URL path `path` under `dir`, or undefined when there is none. */
export function readPublished(dir: string, path: string): string | undefined {
  const file = publishedFile(dir, path)
  return file === undefined ? undefined : readFileSync(file, 'utf8')
}
