// Inlined at build time by scripts/build/content-plugin.ts; read from content/ directly under Node.
import { readContent } from '../read-content'

export const entries = readContent('services')
