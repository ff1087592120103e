/**
 * Where each setting's value came from, for the build log (pipeline/vite-plugins/configuration-plugin.ts):
 * the settings file, a variable set for the build, or what the host or Git says.
 */

/** The settings file's name in messages and the build log. */
export const SETTINGS = 'content/settings.yaml'

/**
 * One setting: its value for this build, where that value came from (the settings file, or in words
 * a variable, the host or Git), the file's own value, and a note the owner should read.
 */
export type SettingSource = { setting: string; value: string; from: string; fileValue: string; note?: string }

/** The file's value unless `override` is set (a variable named `variable`). */
export function source(setting: string, variable: string, override: string, fileValue: string): SettingSource {
  return override
    ? { setting, value: override, from: variable, fileValue }
    : { setting, value: fileValue, from: SETTINGS, fileValue }
}

/** The build log's lines: each setting a variable may override, its value, and which one won. */
export function settingsReport(sources: SettingSource[]): string[] {
  const shown = (value: string) => (value === '' ? '(empty)' : value)
  // The file's value is named when a variable or the host overrode one the owner wrote.
  return sources.map(({ setting, value, from, fileValue, note }) => {
    const origin = from === SETTINGS || fileValue === '' ? from : `${from}, over ${fileValue} in ${SETTINGS}`
    return `  ${setting}: ${shown(value)} (${origin})${note ? `: ${note}` : ''}`
  })
}
