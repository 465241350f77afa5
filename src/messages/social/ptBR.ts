import type { SocialMessages } from './en.ts'

/** The Brazilian Portuguese texts of the social login. */
export const socialMessages: SocialMessages = {
  socials: 'Login com redes sociais',
  continueWith: (provider: string) => `Continuar com ${provider}`,
  opening: (provider: string) => `Abrindo ${provider}…`,
  inProviderWindow: (provider: string) => `Continue na janela do ${provider}`,
  inProviderWindowHint: 'Entre lá e autorize o app. Esta tela continua sozinha.',
  retrieving: 'Obtendo os dados do usuário…',
  popupBlocked: 'A janela de login foi bloqueada. Permita pop-ups para este site e tente novamente.',
  popupClosed: (provider: string) => `A janela do ${provider} foi fechada antes de o login terminar.`,
  declined: (provider: string) => `Você não autorizou o login no ${provider}.`,
  signedInWith: (provider: string, user: string) => `Conectado com ${provider} como ${user}`,
}
