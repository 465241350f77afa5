import type { ApproveMessages } from './en.ts'

/** The tr texts of ApproveTransaction. */
export const approveMessages: ApproveMessages = {
  noRequest: 'Bekleyen istek yok.',
  rejectedInWallet: 'İstek cüzdanda reddedildi',
  allTokensWarning: 'Tüm tokenlarınız için onay',
  unlimitedWarning: (token: string) => `Sınırsız onay: ${token}`,
  allTokensText: (spender: string, token: string) =>
    `Şu adres TÜM ${token} varlığınızı şimdi ve gelecekte taşıyabilecek: ${spender}`,
  unlimitedText: (spender: string, token: string) =>
    `Şu adres ${token} varlığınızdan SINIRSIZ miktarda şimdi ve gelecekte harcayabilecek: ${spender}`,
  trustSpender:
    'Yalnızca bu harcayıcıya tamamen güveniyorsanız devam edin. Genellikle bunun yerine tam bir miktarı onaylayabilirsiniz.',
  understandRisk: 'Riski anlıyorum ve yine de onaylamak istiyorum',
  reject: 'Reddet',
  approve: 'Onayla',
  approveAnyway: 'Yine de onayla',
  unknownToken: 'bilinmeyen bir token',
  unlimitedAmount: (token: string) => `Sınırsız ${token}`,
  valueWarning: 'Bu token çağrısı yerel para birimi de gönderiyor',
  valueText: (contract: string) =>
    `Bu çağrı, token işleminin yanı sıra şu adrese yerel para birimi gönderiyor: ${contract}. Bir token çağrısı buna nadiren ihtiyaç duyar.`,
  undecodedWarning: 'Bu istek çözümlenemedi',
  undecodedText: (contract: string) =>
    `Bir token onayı veya transferine benziyor (sözleşme: ${contract || 'bilinmeyen bir sözleşme'}), ancak içeriği ayrıştırılamadığı için ne yaptığı gösterilemiyor.`,
  couldNotDecode: (name: string) => `${name}: çözümlenemedi`,
  delegateCallWarning: 'Safe’iniz başka bir sözleşmenin kodunu kendi koduymuş gibi çalıştıracak',
  delegateCallText: (contract: string) =>
    `Bu Safe işlemi delegatecall kullanıyor: şu sözleşmenin kodu Safe’inizin tüm yetkisiyle çalışır ve içindeki her şeyi taşıyabilir ya da sahiplerini değiştirebilir: ${contract}`,
  delegateCallAdvice:
    'Yalnızca bu sözleşmeyi tanıyorsanız (örneğin Safe MultiSend kütüphanesi) ve bunu bekliyorsanız devam edin.',
  delegateCall: 'Safe delegatecall',
  accountDelegateCallWarning: 'Hesabınız başka bir sözleşmenin kodunu kendi koduymuş gibi çalıştıracak',
  accountDelegateCallText: (contract: string) =>
    `Bu çağrı delegatecall kullanıyor: şu sözleşmenin kodu akıllı hesabınızın tüm yetkisiyle çalışır ve içindeki her şeyi taşıyabilir ya da hesabı kimin kontrol ettiğini değiştirebilir: ${contract}`,
  accountDelegateCallAdvice: 'Yalnızca bu sözleşmeyi tanıyorsanız ve bu çağrıyı bekliyorsanız devam edin.',
  accountDelegateCall: 'Akıllı hesap delegatecall',
  grantPermissions: 'Birinin hesabınız adına işlem yapmasına izin verin',
  permissionsWarning: 'Başka biri hesabınız adına işlem yapabilir',
  permissionsText: (grantee: string) =>
    `${grantee}, yukarıdaki izinler dahilinde, süreleri dolana kadar size tekrar sormadan hesabınızdan işlem yapabilecek.`,
  permissionsAdvice:
    'Yalnızca bu uygulamaya tamamen güveniyorsanız ve yukarıdaki sınırlar beklediğiniz gibiyse devam edin.',
  noExpiry: 'Bitiş tarihi belirtilmemiş',
  fieldsNotShown: (count: number) =>
    `Burada gösterilmeyen ${count} alan daha var. Bunları cüzdanınızda kontrol edemiyorsanız reddedin.`,
  sendNft: (collection: string) => `NFT gönder: ${collection}`,
  moreItems: (count: number) => `ve ${count} tane daha`,
  routerCommand: (name: string) => `Yönlendirici adımı: ${name}`,
  permitLikeWarning: 'Bu imza birinin tokenlarınızı taşımasına izin verebilir',
  permitLikeText: (contract: string) =>
    `Bu, Walletdock’un tanımadığı permit benzeri bir mesaj (sözleşme: ${contract || 'bilinmeyen bir sözleşme'}). İmzalamadan önce aşağıdaki her alanı kontrol edin.`,
  signPermitLike: (type: string) => `İmzala: ${type}`,
  baseUnits: (amount: string, token: string) => `${amount} ${token} (temel birim)`,
  send: 'Gönder',
  sendToken: (token: string) => `Gönder: ${token}`,
  allowSpending: (token: string) => `Harcama izni: ${token}`,
  allowAll: (token: string) => `Tüm varlıklara erişim izni: ${token}`,
  revokeAll: (token: string) => `Erişimi iptal et: ${token}`,
  signPermit: (standard: string, token: string) => `${standard} permit imzala: ${token}`,
  contractCall: 'Sözleşme çağrısı',
  signMessage: 'Mesaj imzala',
  signTypedData: 'Yapılandırılmış veri imzala',
  solana: {
    setAuthorityWarning: (authority: string) => `Yetki değişikliği: ${authority}`,
    setAuthorityText: (authority: string, account: string, newAuthority: string) =>
      `Bu işlem ${account} üzerindeki “${authority}” yetkisini devrediyor; bundan sonra kontrol şu adreste olacak: ${newAuthority}`,
    removeAuthorityText: (authority: string, account: string) =>
      `Bu işlem ${account} üzerindeki “${authority}” yetkisini kalıcı olarak kaldırıyor; geri verilemez.`,
    assignWarning: 'Hesap başka bir programa devrediliyor',
    assignText: (account: string, program: string) =>
      `Bu işlem ${account} hesabını bir programa devrediyor; bundan sonra kontrol bu programda olacak: ${program}`,
    closeAccountWarning: 'Token hesabı kapatılıyor',
    closeAccountText: (account: string, destination: string) =>
      `Bu işlem ${account} token hesabını kapatıyor ve içindekileri şu adrese gönderiyor: ${destination}`,
    undecodedWarning: 'Çözümlenemedi',
    undecodedText: (program: string) =>
      program
        ? `Walletdock bir program talimatını çözümleyemedi (hesapları bir adres arama tablosundan geliyor olabilir), bu yüzden ne yaptığını söyleyemiyor. Program: ${program}`
        : 'Walletdock bu işlemi çözümleyemedi, bu yüzden ne yaptığını söyleyemiyor.',
    trustApp: 'Yalnızca bu uygulamaya tamamen güveniyorsanız devam edin.',
    setAuthority: (authority: string) => `Yetkiyi değiştir: ${authority}`,
    assign: 'Hesabı bir programa ata',
    closeAccount: 'Token hesabını kapat',
    undecoded: 'Çözümlenemeyen talimat',
    authorityTypes: {
      MintTokens: 'basım',
      FreezeAccount: 'dondurma',
      AccountOwner: 'hesap sahibi',
      CloseAccount: 'hesap kapatma',
    },
    rows: {
      account: 'Hesap',
      authorityType: 'Yetki',
      newAuthority: 'Yeni yetkili',
      none: 'Yok (kaldırıldı)',
      program: 'Program',
      destination: 'Hedef',
    },
  },
  rows: {
    amount: 'Miktar',
    to: 'Alıcı',
    token: 'Token',
    spender: 'Harcayıcı',
    operator: 'Operatör',
    collection: 'Koleksiyon',
    contract: 'Sözleşme',
    function: 'Fonksiyon',
    value: 'Değer',
    type: 'Tür',
    app: 'Uygulama',
    chain: 'Zincir',
    from: 'Gönderen',
    items: 'Öğeler',
    account: 'Hesap',
    grantee: 'Verildiği kişi',
    expiry: 'Bitiş',
    notShown: 'Gösterilmiyor',
  },
}
