// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Locale } from '../../../src/messages/locales.ts'
import { FrameRequestError } from '../../../src/secureFrame/frameErrors.ts'
import { SOCIAL_RESULT_TYPE } from '../../../src/secureFrame/socialResult.ts'
import { renderModal } from '../../ui/testing.tsx'
import { preloadViews } from '../viewRegistry.tsx'
import { openSocialPopup } from './socialPopup.ts'

beforeAll(async () => {
  await preloadViews()
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const SITE = 'https://secure.test'
const AUTHORIZE = 'https://provider.test/google/authorize?state=s'
const RESULT = `${SITE}/social/callback?state=s&code=c`

type FakePopup = { closed: boolean; close(): void; location: { href: string } }
const fakePopup = (): FakePopup => ({
  closed: false,
  close() {
    this.closed = true
  },
  location: { href: '' },
})

/** A message event as the window gets it from the popup (or from elsewhere). */
function post(source: unknown, origin: string, data: unknown) {
  const event = new Event('message')
  Object.defineProperties(event, {
    source: { value: source },
    origin: { value: origin },
    data: { value: data },
  })
  window.dispatchEvent(event)
}

/** The modal on Connect; the social button's click opens the popup and pushes ConnectingSocial. */
function startLogin(
  intents: NonNullable<Parameters<typeof renderModal>[0]>['intents'],
  locale: Locale = 'en',
) {
  const rendered = renderModal({
    locale,
    config: { projectId: 'test', serviceUrls: { secureSite: SITE } },
    views: [{ name: 'Connect' }],
    intents,
  })
  openSocialPopup(rendered.store)
  rendered.store.setState({
    stack: {
      views: [{ name: 'Connect' }, { name: 'ConnectingSocial', data: { provider: 'google' } }],
      open: true,
    },
  })
  return rendered
}

describe('ConnectingSocial', () => {
  it('default: the popup goes to the provider; only its result from the secure site connects', async () => {
    const popup = fakePopup()
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    const connectSocial = vi.fn(async () => undefined)
    const { store, calls } = startLogin({
      getSocialRedirectUri: async () => ({ uri: AUTHORIZE }),
      connectSocial,
    })
    expect(await screen.findByText('Continue in the Google window')).toBeTruthy()
    expect(popup.location.href).toBe(AUTHORIZE)
    // Another window, another origin, or another shape: ignored.
    post({}, SITE, { type: SOCIAL_RESULT_TYPE, resultUri: RESULT })
    post(popup, 'https://evil.test', { type: SOCIAL_RESULT_TYPE, resultUri: RESULT })
    post(popup, SITE, { type: SOCIAL_RESULT_TYPE, resultUri: 'https://evil.test/cb?code=c' })
    expect(connectSocial).not.toHaveBeenCalled()
    // The callback page closes itself as it posts: a window seen closed just before its message still counts.
    popup.closed = true
    await new Promise((resolve) => setTimeout(resolve, 700))
    post(popup, SITE, { type: SOCIAL_RESULT_TYPE, resultUri: RESULT })
    await waitFor(() => expect(store.getState().stack.views.at(-1)?.name).toBe('Account'))
    expect(connectSocial).toHaveBeenCalledWith({ provider: 'google', uri: RESULT })
    expect(popup.closed).toBe(true)
    expect(calls.filter((c) => c.intent === 'getSocialRedirectUri').at(-1)?.args).toEqual([
      { provider: 'google' },
    ])
  })

  it('behavior: a denial reads as the spec’s frame error with a hint; a closed window says so; Try again opens another', async () => {
    const first = fakePopup()
    const second = fakePopup()
    const opened = vi
      .spyOn(window, 'open')
      .mockReturnValueOnce(first as unknown as Window)
      .mockReturnValue(second as unknown as Window)
    startLogin({
      getSocialRedirectUri: async () => ({ uri: AUTHORIZE }),
      connectSocial: async () => {
        throw new FrameRequestError('CONNECT_SOCIAL', undefined)
      },
    })
    await screen.findByText('Continue in the Google window')
    post(first, SITE, {
      type: SOCIAL_RESULT_TYPE,
      resultUri: `${SITE}/social/callback?state=s&error=access_denied`,
    })
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred')
    expect(screen.getByText('You did not allow the login at Google.')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(opened).toHaveBeenCalledTimes(2)
    await screen.findByText('Continue in the Google window')
    second.closed = true
    await waitFor(
      () =>
        expect(screen.getByRole('alert').textContent).toBe(
          'The Google window was closed before the login finished.',
        ),
      { timeout: 4_000 },
    )
  })

  it('behavior: a tab in Turkish reads the login in Turkish', async () => {
    const popup = fakePopup()
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    startLogin({ getSocialRedirectUri: async () => ({ uri: AUTHORIZE }) }, 'tr')
    expect(await screen.findByText('Google penceresinde devam edin')).toBeTruthy()
    expect(
      screen.getByText('Orada giriş yapın ve uygulamaya izin verin. Bu ekran kendiliğinden devam eder.'),
    ).toBeTruthy()
    popup.closed = true
    await waitFor(
      () =>
        expect(screen.getByRole('alert').textContent).toBe('Google penceresi giriş tamamlanmadan kapatıldı.'),
      { timeout: 4_000 },
    )
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeTruthy()
  })
})
