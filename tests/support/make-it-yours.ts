/**
 * What a new owner changes to make the site theirs, as files under content/ only (the files the
 * editor's Site settings entry writes, app/config/settings-schema.ts): a name, a brand colour (and
 * no accent, so the accent follows it) and a logo uploaded into media/. One function, so that a
 * shared changed-content build can apply it with the other owners' changes.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse, stringify } from 'yaml'

export const OWNER = {
  name: 'Harbour & Pine Advisory',
  brandColour: '#0f766e',
  logoFile: 'harbour-pine-logo.svg',
} as const

/** A square logo, so it is the favicon and the app icons too: a rounded tile in the brand colour with an H. */
const OWNER_LOGO = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><title>Harbour &amp; Pine</title><rect width="40" height="40" rx="10" fill="${OWNER.brandColour}"/><path d="M11 29V11h4v7h10v-7h4v18h-4v-7H15v7z" fill="#ffffff"/></svg>
`

export function makeItYours(contentDir: string): void {
  const file = join(contentDir, 'settings.yaml')
  const { accentColour: _shipped, ...settings } = parse(readFileSync(file, 'utf8')) as Record<string, unknown>
  writeFileSync(
    file,
    stringify({ ...settings, name: OWNER.name, brandColour: OWNER.brandColour, logo: `media/${OWNER.logoFile}` }),
  )
  mkdirSync(join(contentDir, 'media'), { recursive: true })
  writeFileSync(join(contentDir, 'media', OWNER.logoFile), OWNER_LOGO)
}
