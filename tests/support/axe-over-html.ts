import axe from 'axe-core'
import { JSDOM } from 'jsdom'
import { AXE_TAGS, describeViolations, LAYOUT_RULES, VIOLATIONS_ONLY } from './axe-rules'

type AxeWindow = { axe: typeof axe }

/**
 * axe's rules that read only the document (every rule of AXE_TAGS but LAYOUT_RULES), run over a
 * page's HTML as the build wrote it, before any script: one line per violation, none when it passes.
 * Every question is opened and every popover menu shown first, and with no style sheet loaded what
 * CSS hides at one width counts as shown: what a visitor can open or see somewhere is checked, where a
 * browser's axe skips whatever is closed at the moment it runs.
 */
export async function documentViolations(html: string, url: string): Promise<string[]> {
  const { window } = new JSDOM(html, { url, runScripts: 'outside-only' })
  try {
    for (const details of window.document.querySelectorAll('details')) details.open = true
    for (const popover of window.document.querySelectorAll('[popover]')) popover.removeAttribute('popover')
    window.eval(axe.source)
    const { violations } = await (window as unknown as AxeWindow).axe.run(window.document, {
      ...VIOLATIONS_ONLY,
      runOnly: { type: 'tag', values: AXE_TAGS },
      rules: Object.fromEntries(LAYOUT_RULES.map((rule) => [rule, { enabled: false }])),
    })
    return describeViolations(violations)
  } finally {
    window.close()
  }
}
