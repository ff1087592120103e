/**
 * A complete settings file's values (content/settings.yaml's shape, app/config/settings-schema.ts), for
 * unit tests of the configuration that must not depend on the owner's own settings.
 */
import { type SiteSettings, SiteSettingsSchema } from '../../app/config/settings-schema'

export const exampleSettingsFile = {
  name: 'Example Consulting',
  tagline: 'Technology that helps small firms grow.',
  email: 'hello@example.com',
  siteUrl: 'https://www.example.com',
  brandColour: '#1c40b8',
}

/** The example with `changes` on top, checked as the build checks the file. */
export function exampleSettings(changes: Record<string, unknown> = {}): SiteSettings {
  return SiteSettingsSchema.parse({ ...exampleSettingsFile, ...changes })
}
