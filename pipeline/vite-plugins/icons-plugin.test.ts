import { expect, test } from 'vitest'
import { iconsModule } from './icons-plugin'

test('the icons module imports each named icon from its own file of lucide-react, and no other', () => {
  const code = iconsModule(['cloud', 'shield-check'])
  expect(code.match(/^import .*$/gm)).toEqual([
    'import Icon0 from "lucide-react/icons/cloud"',
    'import Icon1 from "lucide-react/icons/shield-check"',
  ])
  expect(code).toContain('const icons = { "cloud": Icon0, "shield-check": Icon1 }')
  expect(code).not.toMatch(/from "lucide-react"/)
})
