/**
 * What a test that renders into jsdom needs: jest-dom's matchers, and the rendered tree taken down
 * after each test. The components' projects load it before every file (vitest.config.ts); a test of
 * the app's that renders imports it, so the app's other files don't load Testing Library and jest-dom.
 */
import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => cleanup())
