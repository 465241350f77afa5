import type { SocialMessages } from './en.ts'

/** The Spanish texts of the social login. */
export const socialMessages: SocialMessages = {
  socials: 'Inicio de sesión con redes sociales',
  continueWith: (provider: string) => `Continuar con ${provider}`,
  opening: (provider: string) => `Abriendo ${provider}…`,
  inProviderWindow: (provider: string) => `Continúa en la ventana de ${provider}`,
  inProviderWindowHint: 'Inicia sesión allí y autoriza la app. Esta pantalla avanzará sola.',
  retrieving: 'Obteniendo los datos del usuario…',
  popupBlocked:
    'Se bloqueó la ventana de inicio de sesión. Permite las ventanas emergentes en este sitio e inténtalo de nuevo.',
  popupClosed: (provider: string) =>
    `La ventana de ${provider} se cerró antes de que terminara el inicio de sesión.`,
  declined: (provider: string) => `No autorizaste el inicio de sesión en ${provider}.`,
  signedInWith: (provider: string, user: string) => `Sesión iniciada con ${provider} como ${user}`,
}
