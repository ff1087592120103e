/**
 * Renders public/favicon.svg into its PNG fallbacks (favicon-32, apple-touch-icon 180, icon-192,
 * icon-512) with resvg, the renderer the build's share images use (pipeline/render-share-images.ts).
 * Run once after changing the mark (`npm run icons`) and commit the PNGs; the build doesn't run it.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { Resvg } from '@resvg/resvg-js'

const svg = readFileSync('public/favicon.svg', 'utf8')

const icons = [
  { file: 'public/favicon-32.png', size: 32 },
  { file: 'public/apple-touch-icon.png', size: 180 },
  { file: 'public/icon-192.png', size: 192 },
  { file: 'public/icon-512.png', size: 512 },
]

for (const { file, size } of icons) {
  writeFileSync(file, new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng())
  console.log(`${file} (${size}×${size})`)
}
