import type { SocialMessages } from './en.ts'

/** The French texts of the social login. */
export const socialMessages: SocialMessages = {
  socials: 'Connexion via les réseaux sociaux',
  continueWith: (provider: string) => `Continuer avec ${provider}`,
  opening: (provider: string) => `Ouverture de ${provider}…`,
  inProviderWindow: (provider: string) => `Continuez dans la fenêtre ${provider}`,
  inProviderWindowHint: 'Connectez-vous-y et autorisez l’application. Cet écran continuera de lui-même.',
  retrieving: 'Récupération des données de l’utilisateur…',
  popupBlocked:
    'La fenêtre de connexion a été bloquée. Autorisez les fenêtres pop-up pour ce site, puis réessayez.',
  popupClosed: (provider: string) => `La fenêtre ${provider} a été fermée avant la fin de la connexion.`,
  declined: (provider: string) => `Vous n’avez pas autorisé la connexion sur ${provider}.`,
  signedInWith: (provider: string, user: string) => `Connecté avec ${provider} en tant que ${user}`,
}
