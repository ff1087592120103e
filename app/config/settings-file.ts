/**
 * Reads the owner's settings file, <content folder>/settings.yaml, and checks it against its schema
 * (./settings-schema.ts): a mistake stops the build naming the file and the field as the editor
 * labels it. Runs in Node only; ./read-environment.ts calls it once per build.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { ContentError, checkData, displayPath, readYaml } from './checked-file.ts'
import { type SiteSettings, SiteSettingsSchema } from './settings-schema.ts'

/** The settings file's name inside the content folder. */
export const SETTINGS_FILE = 'settings.yaml'

export function readSettings(contentDir: string): SiteSettings {
  const file = join(contentDir, SETTINGS_FILE)
  if (!existsSync(file)) {
    throw new ContentError(displayPath(file), [
      { path: [], message: 'the file is missing: it holds the business name, address, colours and logo' },
    ])
  }
  return checkData(SiteSettingsSchema, readYaml(file), file)
}
