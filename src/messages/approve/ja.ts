import type { ApproveMessages } from './en.ts'

/** The Japanese texts of ApproveTransaction. */
export const approveMessages: ApproveMessages = {
  noRequest: '保留中のリクエストはありません。',
  rejectedInWallet: 'ウォレットでリクエストが拒否されました',
  allTokensWarning: 'すべてのトークンの承認',
  unlimitedWarning: (token: string) => `${token} の無制限の承認`,
  allTokensText: (spender: string, token: string) =>
    `${spender} は、現在および今後のあなたの ${token} をすべて移動できるようになります。`,
  unlimitedText: (spender: string, token: string) =>
    `${spender} は、現在および今後のあなたの ${token} を無制限に使用できるようになります。`,
  trustSpender:
    'この承認先を完全に信頼できる場合にのみ続行してください。通常は、代わりに正確な金額を承認できます。',
  understandRisk: 'リスクを理解したうえで承認します',
  reject: '拒否',
  approve: '承認',
  approveAnyway: 'それでも承認',
  unknownToken: '不明なトークン',
  unlimitedAmount: (token: string) => `無制限の ${token}`,
  valueWarning: 'このトークン呼び出しはネイティブ通貨も送金します',
  valueText: (contract: string) =>
    `この呼び出しはトークンの操作に加えて、${contract} にネイティブ通貨を送金します。トークンの呼び出しでこれが必要になることはまれです。`,
  undecodedWarning: 'このリクエストをデコードできませんでした',
  undecodedText: (contract: string) =>
    `${contract || '不明なコントラクト'} でのトークンの承認または送金のようですが、内容を解析できないため、何をするものか表示できません。`,
  couldNotDecode: (name: string) => `${name}：デコードできませんでした`,
  delegateCallWarning: 'Safe が別のコントラクトのコードを自身のものとして実行します',
  delegateCallText: (contract: string) =>
    `この Safe トランザクションは delegatecall を使用します。${contract} のコードがあなたの Safe の全権限で実行され、保有する資産をすべて移動したり、オーナーを変更したりできます。`,
  delegateCallAdvice:
    'このコントラクト（例：Safe の MultiSend ライブラリ）を知っていて、想定どおりの場合にのみ続行してください。',
  delegateCall: 'Safe delegatecall',
  accountDelegateCallWarning: 'あなたのアカウントが別のコントラクトのコードを自身のものとして実行します',
  accountDelegateCallText: (contract: string) =>
    `この呼び出しは delegatecall を使用します。${contract} のコードがあなたのスマートアカウントの全権限で実行され、保有する資産をすべて移動したり、管理者を変更したりできます。`,
  accountDelegateCallAdvice:
    'このコントラクトを知っていて、この呼び出しを想定していた場合にのみ続行してください。',
  accountDelegateCall: 'スマートアカウントの delegatecall',
  grantPermissions: 'アカウントの代理操作を許可',
  permissionsWarning: '他者があなたのアカウントを代理操作できるようになります',
  permissionsText: (grantee: string) =>
    `${grantee} は、上記の権限の範囲内で、期限が切れるまで、あなたに再確認することなくあなたのアカウントから取引を行えるようになります。`,
  permissionsAdvice: 'このアプリを完全に信頼でき、上記の制限が想定どおりの場合にのみ続行してください。',
  noExpiry: '有効期限の指定なし',
  fieldsNotShown: (count: number) =>
    `ここに表示されていない項目があと ${count} 件あります。ウォレットで確認できない場合は拒否してください。`,
  sendNft: (collection: string) => `${collection} の NFT を送信`,
  moreItems: (count: number) => `ほか ${count} 件`,
  routerCommand: (name: string) => `ルーターの手順：${name}`,
  permitLikeWarning: 'この署名により、第三者があなたのトークンを移動できる可能性があります',
  permitLikeText: (contract: string) =>
    `これは Walletdock が認識していない、${contract || '不明なコントラクト'} 向けの permit に似たメッセージです。署名する前に、下の各項目を確認してください。`,
  signPermitLike: (type: string) => `${type} に署名`,
  baseUnits: (amount: string, token: string) => `${amount} ${token}（基本単位）`,
  send: '送金',
  sendToken: (token: string) => `${token} を送金`,
  allowSpending: (token: string) => `${token} の使用を許可`,
  allowAll: (token: string) => `すべての ${token} へのアクセスを許可`,
  revokeAll: (token: string) => `${token} へのアクセスを取り消し`,
  signPermit: (standard: string, token: string) => `${token} の ${standard} permit に署名`,
  contractCall: 'コントラクト呼び出し',
  signMessage: 'メッセージに署名',
  signTypedData: '型付きデータに署名',
  solana: {
    setAuthorityWarning: (authority: string) => `${authority}権限の変更`,
    setAuthorityText: (authority: string, account: string, newAuthority: string) =>
      `${account} に対する${authority}権限を ${newAuthority} に引き渡します。以後は ${newAuthority} が管理します。`,
    removeAuthorityText: (authority: string, account: string) =>
      `${account} に対する${authority}権限を完全に削除します。元に戻すことはできません。`,
    assignWarning: 'アカウントが別のプログラムに引き渡されます',
    assignText: (account: string, program: string) =>
      `アカウント ${account} をプログラム ${program} に引き渡します。以後はそのプログラムが管理します。`,
    closeAccountWarning: 'トークンアカウントの閉鎖',
    closeAccountText: (account: string, destination: string) =>
      `トークンアカウント ${account} を閉鎖し、その中身を ${destination} に送ります。`,
    undecodedWarning: 'デコードできませんでした',
    undecodedText: (program: string) =>
      program
        ? `Walletdock はプログラム ${program} 向けの命令をデコードできませんでした（アカウントがアドレスルックアップテーブルに由来する可能性があります）。そのため、何をするものかお伝えできません。`
        : 'Walletdock はこのトランザクションをデコードできませんでした。そのため、何をするものかお伝えできません。',
    trustApp: 'このアプリを完全に信頼できる場合にのみ続行してください。',
    setAuthority: (authority: string) => `${authority}権限を変更`,
    assign: 'アカウントをプログラムに割り当て',
    closeAccount: 'トークンアカウントを閉鎖',
    undecoded: 'デコードできなかった命令',
    authorityTypes: {
      MintTokens: 'ミント',
      FreezeAccount: '凍結',
      AccountOwner: 'アカウント所有者',
      CloseAccount: 'アカウント閉鎖',
    },
    rows: {
      account: 'アカウント',
      authorityType: '権限',
      newAuthority: '新しい権限者',
      none: 'なし（削除）',
      program: 'プログラム',
      destination: '送り先',
    },
  },
  rows: {
    amount: '数量',
    to: '宛先',
    token: 'トークン',
    spender: '承認先',
    operator: 'オペレーター',
    collection: 'コレクション',
    contract: 'コントラクト',
    function: '関数',
    value: '送金額',
    type: '種類',
    app: 'アプリ',
    chain: 'チェーン',
    from: '送信元',
    items: 'アイテム',
    account: 'アカウント',
    grantee: '付与先',
    expiry: '有効期限',
    notShown: '非表示',
  },
}
