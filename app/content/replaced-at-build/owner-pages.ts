// Replaced at build time: pipeline/vite-plugins/content-plugin.ts swaps this module for the checked
// data it reads from content/. Under Node (tests, the route config) it reads the files itself.
import { readContent } from '../read-content'

export const entries = readContent('owner-pages')
