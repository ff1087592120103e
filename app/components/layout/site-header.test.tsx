import { render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { expect, test } from 'vitest'
import { mainNav } from '#app/content/navigation'
import { pages } from '#app/content/page-list'
import { someService } from '../../../tests/support/some-service'
import { SiteHeader } from './site-header'

// The labels as content/pages/*.yaml gives them, e.g. SERVICES.
const label = (path: string) => mainNav.find((item) => item.href === path)?.label
const SERVICES = label(pages.services.path)

function renderHeaderAt(path: string) {
  const Stub = createRoutesStub([{ path: '*', Component: SiteHeader }])
  return render(<Stub initialEntries={[path]} />)
}

/** The desktop nav, or the mobile menu (a closed popover, found by its id). */
function currentLinks(nav: 'Main' | 'Mobile') {
  const element =
    nav === 'Main' ? screen.getByRole('navigation', { name: nav }) : document.getElementById('mobile-menu')
  if (element === null) throw new Error('no mobile menu')
  return within(element)
    .queryAllByRole('link', { current: 'page', hidden: true })
    .map((link) => link.textContent)
}

test('on a service page, SERVICES and that service are current in both navs, nothing else', () => {
  renderHeaderAt(someService(0).path.toUpperCase())
  expect(screen.getByRole('button', { name: SERVICES, hidden: true })).toHaveAttribute('aria-current', 'page')
  expect(currentLinks('Main')).toEqual([someService(0).title])
  expect(currentLinks('Mobile')).toEqual([SERVICES, someService(0).title])
})

test('on the home page only HOME is current; on /about only ABOUT', () => {
  renderHeaderAt('/')
  expect(currentLinks('Main')).toEqual([label(pages.home.path)])
  expect(screen.getByRole('button', { name: SERVICES, hidden: true })).not.toHaveAttribute('aria-current')
})

test('a path that only starts like a section is not in it', () => {
  renderHeaderAt('/servicesxyz')
  expect(currentLinks('Main')).toEqual([])
  expect(currentLinks('Mobile')).toEqual([])
})

test('the prerendered HTML carries aria-current on the current links', () => {
  const Stub = createRoutesStub([{ path: '*', Component: SiteHeader }])
  const html = renderToString(<Stub initialEntries={[pages.about.path]} />)
  expect(html.match(new RegExp(`aria-current="page"[^>]*>${label(pages.about.path)}<`, 'g'))).toHaveLength(2)
})
