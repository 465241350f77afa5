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
