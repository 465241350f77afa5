import type { SocialMessages } from './en.ts'

/** The German texts of the social login. */
export const socialMessages: SocialMessages = {
  socials: 'Anmeldung über soziale Netzwerke',
  continueWith: (provider: string) => `Weiter mit ${provider}`,
  opening: (provider: string) => `${provider} wird geöffnet…`,
  inProviderWindow: (provider: string) => `Fahre im ${provider}-Fenster fort`,
  inProviderWindowHint:
    'Melde dich dort an und erlaube der App den Zugriff. Dieser Bildschirm geht von selbst weiter.',
  retrieving: 'Nutzerdaten werden abgerufen…',
  popupBlocked:
    'Das Anmeldefenster wurde blockiert. Erlaube Pop-ups für diese Website und versuche es dann erneut.',
  popupClosed: (provider: string) =>
    `Das ${provider}-Fenster wurde geschlossen, bevor die Anmeldung abgeschlossen war.`,
  declined: (provider: string) => `Du hast die Anmeldung bei ${provider} nicht erlaubt.`,
  signedInWith: (provider: string, user: string) => `Mit ${provider} angemeldet als ${user}`,
}
