// The social login's texts: they load with its chunks (Connect's social buttons, ConnectingSocial, Account's social
// row), not with the UI chunk's catalog, and apart from src/messages/views/ because Connect shows the buttons on a
// first open. Every locale has its own file beside this one, of type SocialMessages. Provider names are proper
// nouns (src/secureFrame/socialProviders.ts SOCIAL_PROVIDER_NAMES).

/** The English texts of the social login. */
export const socialMessages = {
  /** The group of social buttons in Connect. */
  socials: 'Social logins',
  continueWith: (provider: string) => `Continue with ${provider}`,
  opening: (provider: string) => `Opening ${provider}…`,
  inProviderWindow: (provider: string) => `Continue in the ${provider} window`,
  inProviderWindowHint: 'Sign in there and allow the app. This screen goes on by itself.',
  /** The frame completes the login (spec: connect social). */
  retrieving: 'Retrieving user data…',
  popupBlocked: 'The login window was blocked. Allow pop-ups for this site, then try again.',
  popupClosed: (provider: string) => `The ${provider} window was closed before the login finished.`,
  declined: (provider: string) => `You did not allow the login at ${provider}.`,
  /** Account's row for an account logged in with a social provider. */
  signedInWith: (provider: string, user: string) => `Signed in with ${provider} as ${user}`,
}

/** The shape of the social login's texts, derived from the English ones. */
export type SocialMessages = typeof socialMessages
