/**
 * The Sign-In With X view's texts. They load with the view's chunk, not with the UI chunk's catalogs: every locale
 * reads these English texts until it has its own (the view's title and the 'Signature declined' notice are in
 * every catalog).
 */
export const siwxMessages = {
  heading: (site: string) => `${site} needs to confirm it is you`,
  text: 'Sign this message with your wallet to sign in. It costs nothing and sends no transaction.',
  requiredNote: 'Cancelling disconnects your wallet.',
  optionalNote: 'You can stay connected without signing in.',
  account: 'Account',
  network: 'Network',
  sign: 'Sign in',
  signing: 'Confirm in your wallet…',
  signingText: 'Sign the message your wallet shows to sign in.',
  declined: 'Signature declined',
  declinedText: 'You did not sign the message.',
  failed: 'Signing in failed',
  cancel: 'Cancel',
  thisSite: 'This site',
}

/** The shape of the view's texts. */
export type SiwxMessages = typeof siwxMessages
