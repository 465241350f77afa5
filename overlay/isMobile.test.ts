// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest'
import { isMobile } from './isMobile.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

test('default: phones and tablets are mobile, desktop browsers are not', () => {
  const agent = vi.spyOn(navigator, 'userAgent', 'get')
  agent.mockReturnValue(
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
  )
  expect(isMobile()).toBe(true)
  agent.mockReturnValue(
    'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Safari/604.1',
  )
  expect(isMobile()).toBe(true)
  agent.mockReturnValue('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36')
  expect(isMobile()).toBe(false)
})
