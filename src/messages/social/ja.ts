import type { SocialMessages } from './en.ts'

/** The Japanese texts of the social login. */
export const socialMessages: SocialMessages = {
  socials: 'ソーシャルログイン',
  continueWith: (provider: string) => `${provider}で続ける`,
  opening: (provider: string) => `${provider}を開いています…`,
  inProviderWindow: (provider: string) => `${provider}のウィンドウで続けてください`,
  inProviderWindowHint: 'そちらでサインインし、アプリを許可してください。この画面は自動的に進みます。',
  retrieving: 'ユーザーデータを取得しています…',
  popupBlocked:
    'ログインウィンドウがブロックされました。このサイトのポップアップを許可してから、もう一度お試しください。',
  popupClosed: (provider: string) => `ログインが完了する前に${provider}のウィンドウが閉じられました。`,
  declined: (provider: string) => `${provider}でのログインが許可されませんでした。`,
  signedInWith: (provider: string, user: string) => `${provider}で${user}としてサインイン中`,
}
