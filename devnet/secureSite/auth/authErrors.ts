/** The texts the secure site answers with; the frame passes them to the app as `_ERROR` messages. */
export const AUTH_ERRORS = {
  invalidCode: 'Invalid code. Check the e-mail and try again.',
  tooManyAttempts: 'Too many wrong codes. Request a new code.',
  codeExpired: 'The code has expired. Request a new code.',
  noCode: 'No code is pending for this address. Request a new code.',
  cooldown: (seconds: number) => `Please wait ${seconds} s before requesting a new code.`,
  rateLimited: 'Too many e-mails were sent to this address. Try again later.',
  notSignedIn: 'Not signed in',
  deviceNotApproved: 'The new device was not approved in time. Request a new link.',
  noDeviceRequest: 'No device approval is pending for this address.',
  emailTaken: 'That e-mail address already belongs to another account.',
  sameEmail: 'That is already your e-mail address.',
  walletExists: 'This account already has a wallet.',
  noWallet: 'This account has no wallet yet.',
  badProof: 'The key proof does not match the address.',
  noEmail: 'This account has no e-mail address (it signs in with a social login).',
  socialOff: 'Social login is not set up on this site.',
  socialState: 'This social login is not valid or has expired. Start it again.',
  socialOrigin: 'This app may not use the secure site.',
  socialProvider: 'The social login provider could not confirm the login.',
  socialDenied: 'The login was denied at the provider.',
} as const

/** An expected refusal of the auth API: its HTTP status and the text the person sees. */
export class AuthError extends Error {
  override name = 'AuthError'
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}
