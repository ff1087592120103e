// Inlined at build time by scripts/content-plugin.ts; read from app/styles/*.css directly under Node.
import { readContent } from '../read-content'

export const entries = readContent('brand-colors')
