// Replaced at build time by pipeline/vite-plugins/photos-plugin.ts with the photos the build prepared from
// content/ (files on the site's own origin). Under Node nothing is prepared: unit tests get
// stand-ins from tests/support/vitest-setup.ts.
import type { PreparedPhoto } from '../photo-layouts'

export const entries: Record<string, PreparedPhoto> = {}
