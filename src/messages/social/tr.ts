import type { SocialMessages } from './en.ts'

/** The Turkish texts of the social login. */
export const socialMessages: SocialMessages = {
  socials: 'Sosyal hesapla giriş',
  continueWith: (provider: string) => `${provider} ile devam et`,
  opening: (provider: string) => `${provider} açılıyor…`,
  inProviderWindow: (provider: string) => `${provider} penceresinde devam edin`,
  inProviderWindowHint: 'Orada giriş yapın ve uygulamaya izin verin. Bu ekran kendiliğinden devam eder.',
  retrieving: 'Kullanıcı verileri alınıyor…',
  popupBlocked:
    'Giriş penceresi engellendi. Bu site için açılır pencerelere izin verin, ardından tekrar deneyin.',
  popupClosed: (provider: string) => `${provider} penceresi giriş tamamlanmadan kapatıldı.`,
  declined: (provider: string) => `${provider} üzerinde girişe izin vermediniz.`,
  signedInWith: (provider: string, user: string) => `${provider} ile ${user} olarak giriş yapıldı`,
}
