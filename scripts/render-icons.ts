/**
 * Renders public/favicon.svg into the PNG fallbacks (favicon-32, apple-touch-icon 180, icon-192,
 * icon-512) and the 1200×630 share image (og-image.jpg), with the local Chromium. Run once after changing the
 * mark (`npm run icons`) and commit the PNGs; the build doesn't run it.
 */
import { readFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { brandColors, brandGradient } from '../app/content/brand-colors'
import { CHROMIUM_ARGS, findChromium } from './local-stand-ins/chromium'

const svg = readFileSync('public/favicon.svg', 'utf8')
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`

const icons = [
  { file: 'public/favicon-32.png', size: 32 },
  { file: 'public/apple-touch-icon.png', size: 180 },
  { file: 'public/icon-192.png', size: 192 },
  { file: 'public/icon-512.png', size: 512 },
]

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
try {
  for (const { file, size } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } })
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style><img src="${dataUrl}" width="${size}" height="${size}">`,
    )
    await page.screenshot({ path: file, omitBackground: true })
    await page.close()
  }
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
  await page.setContent(`<style>
    html,body{margin:0;height:100%}
    body{display:flex;flex-direction:column;justify-content:center;gap:48px;padding:0 96px;box-sizing:border-box;
      background:${brandGradient};color:#fff;
      font-family:system-ui,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
    h1{font-size:72px;line-height:1.1;margin:0;max-width:900px;font-weight:800;letter-spacing:-1px}
    p{font-size:32px;margin:0;color:${brandColors[200]}}
  </style><img src="${dataUrl}" width="120" height="120"><h1>Empowering SMEs with Future-Ready Technology</h1>
  <p>AI &amp; automation · Cybersecurity &amp; resilience · Digital strategy</p>`)
  await page.screenshot({ path: 'public/og-image.jpg', type: 'jpeg', quality: 85 })
} finally {
  await browser.close()
}
