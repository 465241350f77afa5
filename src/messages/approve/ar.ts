import type { ApproveMessages } from './en.ts'

/** The Arabic texts of ApproveTransaction. */
export const approveMessages: ApproveMessages = {
  noRequest: 'لا يوجد طلب في الانتظار.',
  rejectedInWallet: 'رُفض الطلب في المحفظة',
  allTokensWarning: 'موافقة على جميع رموزك',
  unlimitedWarning: (token: string) => `موافقة غير محدودة على ${token}`,
  allTokensText: (spender: string, token: string) =>
    `سيتمكّن ${spender} من نقل جميع ما لديك من ${token}، الآن وفي المستقبل.`,
  unlimitedText: (spender: string, token: string) =>
    `سيتمكّن ${spender} من إنفاق كمية غير محدودة مما لديك من ${token}، الآن وفي المستقبل.`,
  trustSpender: 'لا تتابع إلا إذا كنت تثق بهذا المُنفِق تمامًا. يمكنك عادةً الموافقة على مبلغ محدد بدلًا من ذلك.',
  understandRisk: 'أفهم المخاطرة وأريد الموافقة على أي حال',
  reject: 'رفض',
  approve: 'موافقة',
  approveAnyway: 'الموافقة على أي حال',
  unknownToken: 'رمز غير معروف',
  unlimitedAmount: (token: string) => `${token} بلا حدود`,
  valueWarning: 'يرسل استدعاء الرمز هذا عملة أصلية أيضًا',
  valueText: (contract: string) =>
    `إلى جانب عملية الرمز، يرسل هذا الاستدعاء عملة أصلية إلى ${contract}. نادرًا ما يحتاج استدعاء رمز إلى ذلك.`,
  undecodedWarning: 'تعذّر فك ترميز هذا الطلب',
  undecodedText: (contract: string) =>
    `يبدو أنه موافقة على رموز أو تحويل لها على ${contract || 'عقد غير معروف'}، لكن تعذّر تحليل محتواه، لذا لا يمكن عرض ما يفعله.`,
  couldNotDecode: (name: string) => `${name}: تعذّر فك الترميز`,
  delegateCallWarning: 'ستشغّل خزنة Safe الخاصة بك شيفرة عقد آخر كأنها شيفرتها',
  delegateCallText: (contract: string) =>
    `تستخدم معاملة Safe هذه delegatecall: تعمل شيفرة ${contract} بكامل صلاحيات خزنة Safe الخاصة بك، ويمكنها نقل كل ما فيها أو تغيير مالكيها.`,
  delegateCallAdvice: 'لا تتابع إلا إذا كنت تعرف هذا العقد (مثل مكتبة MultiSend من Safe) وكنت تتوقعه.',
  delegateCall: 'delegatecall في Safe',
  accountDelegateCallWarning: 'سيشغّل حسابك شيفرة عقد آخر كأنها شيفرته',
  accountDelegateCallText: (contract: string) =>
    `يستخدم هذا الاستدعاء delegatecall: تعمل شيفرة ${contract} بكامل صلاحيات حسابك الذكي، ويمكنها نقل كل ما فيه أو تغيير من يتحكم به.`,
  accountDelegateCallAdvice: 'لا تتابع إلا إذا كنت تعرف هذا العقد وكنت تتوقع هذا الاستدعاء.',
  accountDelegateCall: 'delegatecall في الحساب الذكي',
  grantPermissions: 'السماح لشخص ما بالتصرف نيابةً عن حسابك',
  permissionsWarning: 'قد يتمكن شخص آخر من التصرف نيابةً عن حسابك',
  permissionsText: (grantee: string) =>
    `سيتمكن ${grantee} من إجراء معاملات من حسابك ضمن الأذونات أعلاه، حتى انتهاء صلاحيتها، دون أن يسألك مرة أخرى.`,
  permissionsAdvice: 'لا تتابع إلا إذا كنت تثق بهذا التطبيق تمامًا وكانت الحدود أعلاه هي ما تتوقعه.',
  noExpiry: 'لم يُحدَّد تاريخ انتهاء',
  fieldsNotShown: (count: number) =>
    `هناك ${count} حقول أخرى غير معروضة هنا. إذا لم تتمكن من التحقق منها في محفظتك، فارفض.`,
  sendNft: (collection: string) => `إرسال رموز NFT من ${collection}`,
  moreItems: (count: number) => `و${count} أخرى`,
  routerCommand: (name: string) => `خطوة الموجّه: ${name}`,
  permitLikeWarning: 'قد يسمح هذا التوقيع لشخص ما بنقل رموزك',
  permitLikeText: (contract: string) =>
    `هذه رسالة شبيهة بـ permit لـ ${contract || 'عقد غير معروف'} لا يعرفها Walletdock. تحقّق من كل حقل أدناه قبل التوقيع.`,
  signPermitLike: (type: string) => `توقيع ${type}`,
  baseUnits: (amount: string, token: string) => `${amount} ${token} (بالوحدات الأساسية)`,
  send: 'إرسال',
  sendToken: (token: string) => `إرسال ${token}`,
  allowSpending: (token: string) => `السماح بإنفاق ${token}`,
  allowAll: (token: string) => `السماح بالوصول إلى كل ${token}`,
  revokeAll: (token: string) => `إلغاء الوصول إلى ${token}`,
  signPermit: (standard: string, token: string) => `توقيع تصريح ${standard} لـ ${token}`,
  contractCall: 'استدعاء عقد',
  signMessage: 'توقيع رسالة',
  signTypedData: 'توقيع بيانات منظّمة',
  solana: {
    setAuthorityWarning: (authority: string) => `تغيير صلاحية ${authority}`,
    setAuthorityText: (authority: string, account: string, newAuthority: string) =>
      `ينقل هذا صلاحية ${authority} على ${account} إلى ${newAuthority}، الذي سيتحكم فيها من الآن فصاعدًا.`,
    removeAuthorityText: (authority: string, account: string) =>
      `يزيل هذا صلاحية ${authority} على ${account} نهائيًا؛ ولا يمكن استعادتها.`,
    assignWarning: 'تسليم الحساب إلى برنامج آخر',
    assignText: (account: string, program: string) =>
      `يسلّم هذا الحساب ${account} إلى البرنامج ${program}، الذي سيتحكم فيه من الآن فصاعدًا.`,
    closeAccountWarning: 'إغلاق حساب الرمز',
    closeAccountText: (account: string, destination: string) =>
      `يغلق هذا حساب الرمز ${account} ويرسل ما فيه إلى ${destination}.`,
    undecodedWarning: 'تعذّر فك الترميز',
    undecodedText: (program: string) =>
      program
        ? `تعذّر على Walletdock فك ترميز تعليمة للبرنامج ${program} (قد تأتي حساباتها من جدول بحث العناوين)، لذا لا يمكنه إخبارك بما تفعله.`
        : 'تعذّر على Walletdock فك ترميز هذه المعاملة، لذا لا يمكنه إخبارك بما تفعله.',
    trustApp: 'لا تتابع إلا إذا كنت تثق بهذا التطبيق تمامًا.',
    setAuthority: (authority: string) => `تغيير صلاحية ${authority}`,
    assign: 'إسناد حساب إلى برنامج',
    closeAccount: 'إغلاق حساب رمز',
    undecoded: 'تعليمة تعذّر فك ترميزها',
    authorityTypes: {
      MintTokens: 'السك',
      FreezeAccount: 'التجميد',
      AccountOwner: 'مالك الحساب',
      CloseAccount: 'إغلاق الحساب',
    },
    rows: {
      account: 'الحساب',
      authorityType: 'الصلاحية',
      newAuthority: 'صاحب الصلاحية الجديد',
      none: 'لا أحد (أُزيلت)',
      program: 'البرنامج',
      destination: 'الوجهة',
    },
  },
  rows: {
    amount: 'المبلغ',
    to: 'إلى',
    token: 'الرمز',
    spender: 'المُنفِق',
    operator: 'المشغّل',
    collection: 'المجموعة',
    contract: 'العقد',
    function: 'الدالة',
    value: 'القيمة',
    type: 'النوع',
    app: 'التطبيق',
    chain: 'السلسلة',
    from: 'من',
    items: 'العناصر',
    account: 'الحساب',
    grantee: 'الممنوح له',
    expiry: 'تنتهي في',
    notShown: 'غير معروض',
  },
}
