import type { SocialMessages } from './en.ts'

/** The Korean texts of the social login. */
export const socialMessages: SocialMessages = {
  socials: '소셜 로그인',
  continueWith: (provider: string) => `${provider} 계정으로 계속하기`,
  opening: (provider: string) => `${provider} 창을 여는 중…`,
  inProviderWindow: (provider: string) => `${provider} 창에서 계속하세요`,
  inProviderWindowHint: '그 창에서 로그인하고 앱을 허용하세요. 이 화면은 자동으로 넘어가요.',
  retrieving: '사용자 데이터를 가져오는 중…',
  popupBlocked: '로그인 창이 차단되었어요. 이 사이트의 팝업을 허용한 뒤 다시 시도하세요.',
  popupClosed: (provider: string) => `로그인이 끝나기 전에 ${provider} 창이 닫혔어요.`,
  declined: (provider: string) => `${provider}에서 로그인을 허용하지 않았어요.`,
  signedInWith: (provider: string, user: string) => `${provider} 계정으로 로그인됨: ${user}`,
}
