// The social providers (spec parts 1 and 5): shared by the core, the tab's first chunk and its social chunks, so
// this module stays a few lines with no imports.

/** The providers of a social connect (spec part 5), in the spec's order of the socials (part 1). */
export const SOCIAL_PROVIDERS = ['google', 'x', 'discord', 'github', 'apple', 'facebook'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** Each provider's name as people know it (a proper noun: the same in every language). */
export const SOCIAL_PROVIDER_NAMES: Readonly<Record<SocialProvider, string>> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
}

export const isSocialProvider = (value: unknown): value is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly unknown[]).includes(value)

/**
 * The providers hidden in Telegram's in-app browser (spec part 2), where their login cannot finish: google on
 * iOS, x on a Mac, facebook and x on Android. None elsewhere.
 */
export function socialsHiddenIn({
  userAgent,
  telegram,
}: {
  userAgent: string
  telegram: boolean
}): readonly SocialProvider[] {
  if (!telegram) return []
  if (/iPhone|iPad|iPod/.test(userAgent)) return ['google']
  if (/Android/.test(userAgent)) return ['facebook', 'x']
  if (/Macintosh|Mac OS X/.test(userAgent)) return ['x']
  return []
}

/** Whether the page runs in Telegram's in-app browser (it injects TelegramWebviewProxy, or names itself). */
export function inTelegram(win: {
  navigator: { userAgent: string }
  TelegramWebviewProxy?: unknown
}): boolean {
  return 'TelegramWebviewProxy' in win || /Telegram/i.test(win.navigator.userAgent)
}
