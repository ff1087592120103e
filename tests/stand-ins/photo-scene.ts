/**
 * The picture the photo stand-in (./image-server.ts) draws for a path: a scene a camera might take,
 * soft light and depth rather than noise, so that the owner's guide's pictures of the sections
 * (docs/images/sections/) look like a site with photographs. A sky or wall falling into a floor or
 * ground, light from one side, out-of-focus shapes (people, plants, lamps) and bokeh behind a desk
 * in focus with a laptop and a cup on it, a vignette and film grain. Everything is drawn from `random`, seeded by the path, so a path
 * gives the same picture every time.
 */

/** One scene, as two SVGs: what lies behind, drawn small and blurred (cheap, and soft when enlarged), and what is in focus. */
export type Scene = { background: string; focus: (width: number, height: number) => string }

/** The background is drawn this size and enlarged: its shapes are blurred anyway. */
export const BACKGROUND = { width: 480, height: 320 }

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round(hue % 360)} ${Math.round(saturation)}% ${Math.round(lightness)}%)`

export function sceneFor(random: () => number): Scene {
  const pick = (from: number, to: number) => from + random() * (to - from)
  // Warm daylight, a cool office or a golden evening: the light's hue, and the scene's own colours near it.
  const light = [38, 205, 24][Math.floor(random() * 3)] ?? 38
  const hue = (light + pick(-40, 40) + 360) % 360
  const horizon = pick(0.5, 0.72)
  const sun = { x: pick(0.1, 0.9), y: pick(0.1, horizon * 0.8) }
  const { width: w, height: h } = BACKGROUND
  const shapes = Array.from({ length: 5 + Math.floor(random() * 4) }, () => {
    const x = pick(0, w)
    const y = pick(h * (horizon - 0.35), h * (horizon + 0.1))
    const rx = pick(18, 70)
    const ry = rx * pick(1.1, 2.6)
    const colour = hsl(hue + pick(-90, 90), pick(10, 40), pick(25, 72))
    return `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" fill="${colour}" opacity="${pick(0.55, 0.95).toFixed(2)}"/>`
  })
  const bokeh = Array.from({ length: 6 + Math.floor(random() * 8) }, () => {
    const r = pick(5, 16)
    return `<circle cx="${pick(0, w).toFixed(1)}" cy="${pick(0, h * horizon).toFixed(1)}" r="${r.toFixed(1)}" fill="${hsl(light, 90, 90)}" opacity="${pick(0.35, 0.8).toFixed(2)}"/>`
  })
  const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${hsl(hue, pick(20, 45), pick(62, 80))}"/>
<stop offset="${horizon.toFixed(2)}" stop-color="${hsl(light, pick(25, 50), pick(78, 90))}"/>
<stop offset="${(horizon + 0.01).toFixed(2)}" stop-color="${hsl(hue + 20, pick(15, 35), pick(40, 55))}"/>
<stop offset="1" stop-color="${hsl(hue + 30, pick(15, 30), pick(18, 30))}"/>
</linearGradient>
<radialGradient id="sun" cx="${sun.x.toFixed(2)}" cy="${sun.y.toFixed(2)}" r="0.6">
<stop offset="0" stop-color="${hsl(light, 95, 95)}" stop-opacity="0.9"/>
<stop offset="1" stop-color="${hsl(light, 95, 95)}" stop-opacity="0"/>
</radialGradient>
<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75">
<stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/>
</radialGradient>
<filter id="far"><feGaussianBlur stdDeviation="${pick(5, 9).toFixed(1)}"/></filter>
<filter id="glow"><feGaussianBlur stdDeviation="2.5"/></filter>
</defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>
<rect width="${w}" height="${h}" fill="url(#sun)"/>
<g filter="url(#far)">${shapes.join('')}</g>
<g filter="url(#glow)">${bokeh.join('')}</g>
<rect width="${w}" height="${h}" fill="url(#vignette)"/>
</svg>`
  // In focus: a desk's edge in the foreground with a laptop and a cup on it, lit from the sun's side.
  const desk = pick(0.72, 0.86)
  const laptop = { x: pick(0.1, 0.55), width: pick(0.22, 0.34) }
  const cup = { x: laptop.x + laptop.width + pick(0.05, 0.2), size: pick(0.035, 0.06) }
  const fromLeft = sun.x < 0.5
  const deskColour = hsl(hue + 35, pick(15, 35), pick(30, 48))
  const focus = (width: number, height: number) => {
    const top = desk * height
    const lw = laptop.width * width
    const lx = laptop.x * width
    const screen = lw * 0.62
    const cx = cup.x * width
    const cs = cup.size * width
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs>
<linearGradient id="desk" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${hsl(light, 40, 80)}" stop-opacity="0.5"/><stop offset="0.03" stop-color="${deskColour}"/><stop offset="1" stop-color="#000" stop-opacity="0.9"/>
</linearGradient>
<linearGradient id="side" x1="${fromLeft ? 0 : 1}" y1="0" x2="${fromLeft ? 1 : 0}" y2="0">
<stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/>
</linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${hsl(205, 30, 38)}"/><stop offset="1" stop-color="${hsl(220, 25, 14)}"/>
</linearGradient>
</defs>
<rect y="${top}" width="${width}" height="${height - top}" fill="${deskColour}"/>
<rect y="${top}" width="${width}" height="${height - top}" fill="url(#desk)"/>
<ellipse cx="${lx + lw / 2 + (fromLeft ? lw * 0.08 : -lw * 0.08)}" cy="${top + lw * 0.1}" rx="${lw * 0.55}" ry="${lw * 0.05}" fill="#000" opacity="0.3"/>
<path d="M${lx + lw * 0.12} ${top + lw * 0.08 - screen} h${lw * 0.76} l${lw * 0.02} ${screen} h${-lw * 0.8} Z" fill="${hsl(220, 8, 22)}"/>
<path d="M${lx + lw * 0.15} ${top + lw * 0.08 - screen + lw * 0.03} h${lw * 0.7} l${lw * 0.015} ${screen - lw * 0.06} h${-lw * 0.73} Z" fill="url(#glass)"/>
<path d="M${lx} ${top + lw * 0.12} L${lx + lw * 0.1} ${top + lw * 0.08} h${lw * 0.8} L${lx + lw} ${top + lw * 0.12} Z" fill="${hsl(220, 6, 70)}"/>
<path d="M${lx} ${top + lw * 0.12} L${lx + lw * 0.1} ${top + lw * 0.08} h${lw * 0.8} L${lx + lw} ${top + lw * 0.12} Z" fill="url(#side)"/>
<ellipse cx="${cx + cs / 2}" cy="${top + cs * 0.95}" rx="${cs * 0.8}" ry="${cs * 0.12}" fill="#000" opacity="0.3"/>
<rect x="${cx}" y="${top - cs * 0.2}" width="${cs}" height="${cs * 1.1}" rx="${cs * 0.12}" fill="${hsl(hue + pick(150, 210), pick(20, 50), pick(55, 80))}"/>
<rect x="${cx}" y="${top - cs * 0.2}" width="${cs}" height="${cs * 1.1}" rx="${cs * 0.12}" fill="url(#side)"/>
<ellipse cx="${cx + cs / 2}" cy="${top - cs * 0.2}" rx="${cs / 2}" ry="${cs * 0.12}" fill="${hsl(25, 40, 22)}"/>
</svg>`
  }
  return { background, focus }
}
