import type { SocialMessages } from './en.ts'

/** The Arabic texts of the social login. */
export const socialMessages: SocialMessages = {
  socials: 'تسجيل الدخول عبر الشبكات الاجتماعية',
  continueWith: (provider: string) => `المتابعة باستخدام ${provider}`,
  opening: (provider: string) => `جارٍ فتح ${provider}…`,
  inProviderWindow: (provider: string) => `تابع في نافذة ${provider}`,
  inProviderWindowHint: 'سجّل الدخول هناك واسمح للتطبيق. ستتابع هذه الشاشة تلقائيًا.',
  retrieving: 'جارٍ جلب بيانات المستخدم…',
  popupBlocked: 'حُظرت نافذة تسجيل الدخول. اسمح بالنوافذ المنبثقة لهذا الموقع، ثم حاول مرة أخرى.',
  popupClosed: (provider: string) => `أُغلقت نافذة ${provider} قبل اكتمال تسجيل الدخول.`,
  declined: (provider: string) => `لم تسمح بتسجيل الدخول في ${provider}.`,
  signedInWith: (provider: string, user: string) => `تم تسجيل الدخول عبر ${provider} باسم ${user}`,
}
