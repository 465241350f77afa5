import type { SocialMessages } from './en.ts'

/** The Simplified Chinese texts of the social login. */
export const socialMessages: SocialMessages = {
  socials: '社交账号登录',
  continueWith: (provider: string) => `使用 ${provider} 继续`,
  opening: (provider: string) => `正在打开 ${provider}…`,
  inProviderWindow: (provider: string) => `请在 ${provider} 窗口中继续`,
  inProviderWindowHint: '请在该窗口中登录并授权此应用。此页面会自动继续。',
  retrieving: '正在获取用户数据…',
  popupBlocked: '登录窗口被拦截。请允许此网站打开弹出窗口，然后重试。',
  popupClosed: (provider: string) => `登录完成前，${provider} 窗口已被关闭。`,
  declined: (provider: string) => `您未在 ${provider} 授权登录。`,
  signedInWith: (provider: string, user: string) => `已通过 ${provider} 以 ${user} 的身份登录`,
}
