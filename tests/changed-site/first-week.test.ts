/**
 * The rest of a new owner's first week (tests/support/changed-content/first-week.ts), in the shared
 * changed-content builds: their e-mail address on every page instead of the sample's, a deleted
 * service gone from the site with its address sent on to /services, and an article a month ahead
 * held back from the live site and shown in a preview.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { href } from 'react-router'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import { createDecider, listFiles, pageFile, readServingRules } from '../../server/serving-rules.js'
import { BUILD_LOG, CHANGED_BUILD_DIR, CHANGED_PREVIEW_DIR } from '../support/changed-content/changes'
import { firstWeek } from '../support/changed-content/first-week'
import { SAMPLE_CONTENT_DIR } from '../support/test-environment'

const client = (dir: string) => join(dir, 'client')
const removed = href('/services/:id', { id: firstWeek.removedService })
const scheduled = href('/insights/:slug', { slug: firstWeek.nextMonth.slug })
const sampleEmail = (parse(readFileSync(join(SAMPLE_CONTENT_DIR, 'settings.yaml'), 'utf8')) as { email: string }).email

test('the owner’s e-mail address is on the contact page and no page names the sample’s', () => {
  expect(readFileSync(join(client(CHANGED_BUILD_DIR), pageFile('/contact')), 'utf8')).toContain(firstWeek.email)
  for (const file of listFiles(client(CHANGED_BUILD_DIR)).filter((name) => name.endsWith('.html'))) {
    expect(readFileSync(join(client(CHANGED_BUILD_DIR), file), 'utf8').includes(sampleEmail), file).toBe(false)
  }
})

test('a deleted service has no page and is in no menu, and its address leads to /services', () => {
  const rules = readServingRules(CHANGED_BUILD_DIR)
  expect(rules.pages).not.toContain(removed)
  expect(existsSync(join(client(CHANGED_BUILD_DIR), pageFile(removed)))).toBe(false)
  expect(readFileSync(join(client(CHANGED_BUILD_DIR), 'index.html'), 'utf8')).not.toContain(`href="${removed}"`)
  const decide = createDecider(rules, listFiles(client(CHANGED_BUILD_DIR)))
  expect(decide(removed)).toEqual({ kind: 'redirect', location: '/services' })
})

test('an article a month ahead is held back from the live build, named in its log, and shown in the preview', () => {
  expect(readServingRules(CHANGED_BUILD_DIR).pages).not.toContain(scheduled)
  expect(readFileSync(join(CHANGED_BUILD_DIR, BUILD_LOG), 'utf8')).toMatch(
    new RegExp(`articles/${firstWeek.nextMonth.slug}\\.md: scheduled for \\d{4}-\\d{2}-\\d{2}`),
  )
  expect(readFileSync(join(client(CHANGED_PREVIEW_DIR), pageFile(scheduled)), 'utf8')).toContain(
    firstWeek.nextMonth.title,
  )
})
