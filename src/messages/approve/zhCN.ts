import type { ApproveMessages } from './en.ts'

/** The Simplified Chinese texts of ApproveTransaction. */
export const approveMessages: ApproveMessages = {
  noRequest: '没有待处理的请求。',
  rejectedInWallet: '请求已在钱包中被拒绝',
  allTokensWarning: '授权你的全部代币',
  unlimitedWarning: (token: string) => `无限额授权 ${token}`,
  allTokensText: (spender: string, token: string) =>
    `${spender} 将能够转移你的全部 ${token}，包括现在和将来的。`,
  unlimitedText: (spender: string, token: string) =>
    `${spender} 将能够花费你无限数量的 ${token}，包括现在和将来的。`,
  trustSpender: '只有在你完全信任该授权对象时才继续。通常你可以改为授权一个确切的数额。',
  understandRisk: '我了解风险，仍要批准',
  reject: '拒绝',
  approve: '批准',
  approveAnyway: '仍然批准',
  unknownToken: '未知代币',
  unlimitedAmount: (token: string) => `无限 ${token}`,
  valueWarning: '此代币调用还会发送原生币',
  valueText: (contract: string) =>
    `除代币操作外，此调用还会向 ${contract} 发送原生币。代币调用很少需要这样做。`,
  undecodedWarning: '无法解码此请求',
  undecodedText: (contract: string) =>
    `它看起来像是在 ${contract || '未知合约'} 上的代币授权或转账，但内容无法解析，因此无法显示它的作用。`,
  couldNotDecode: (name: string) => `${name}：无法解码`,
  delegateCallWarning: '你的 Safe 将以自身身份运行另一个合约的代码',
  delegateCallText: (contract: string) =>
    `此 Safe 交易使用了 delegatecall：${contract} 的代码将以你的 Safe 的全部权限运行，可以转走其中的所有资产或更改其所有者。`,
  delegateCallAdvice: '只有在你了解此合约（例如 Safe 的 MultiSend 库）并且预期到它时才继续。',
  delegateCall: 'Safe delegatecall',
  accountDelegateCallWarning: '你的账户将把另一个合约的代码当作自己的代码运行',
  accountDelegateCallText: (contract: string) =>
    `此调用使用了 delegatecall：${contract} 的代码将以你的智能账户的全部权限运行，可以转走其中的所有资产或更改其控制者。`,
  accountDelegateCallAdvice: '只有在你了解此合约并且预期到此调用时才继续。',
  accountDelegateCall: '智能账户 delegatecall',
  grantPermissions: '允许他人代表你的账户操作',
  permissionsWarning: '他人可能代表你的账户操作',
  permissionsText: (grantee: string) =>
    `${grantee} 将能够在上方权限范围内、在其到期之前从你的账户发起交易，且不会再次询问你。`,
  permissionsAdvice: '只有在你完全信任此应用、且上方的限制符合你的预期时才继续。',
  noExpiry: '未指定到期时间',
  fieldsNotShown: (count: number) => `还有 ${count} 个字段未在此显示。如果你无法在钱包中核对它们，请拒绝。`,
  sendNft: (collection: string) => `发送 ${collection} 的 NFT`,
  moreItems: (count: number) => `以及另外 ${count} 项`,
  routerCommand: (name: string) => `路由器步骤：${name}`,
  permitLikeWarning: '此签名可能允许他人转移你的代币',
  permitLikeText: (contract: string) =>
    `这是一条 Walletdock 不认识的、针对 ${contract || '未知合约'} 的类 permit 消息。签名前请逐项检查下方的每个字段。`,
  signPermitLike: (type: string) => `签署 ${type}`,
  baseUnits: (amount: string, token: string) => `${amount} ${token}（基本单位）`,
  send: '发送',
  sendToken: (token: string) => `发送 ${token}`,
  allowSpending: (token: string) => `允许花费 ${token}`,
  allowAll: (token: string) => `允许访问全部 ${token}`,
  revokeAll: (token: string) => `撤销对 ${token} 的访问权限`,
  signPermit: (standard: string, token: string) => `为 ${token} 签署 ${standard} 许可`,
  contractCall: '合约调用',
  signMessage: '签署消息',
  signTypedData: '签署结构化数据',
  solana: {
    setAuthorityWarning: (authority: string) => `更改${authority}权限`,
    setAuthorityText: (authority: string, account: string, newAuthority: string) =>
      `这会将 ${account} 的${authority}权限移交给 ${newAuthority}，此后由其控制。`,
    removeAuthorityText: (authority: string, account: string) =>
      `这会永久移除 ${account} 的${authority}权限，且无法恢复。`,
    assignWarning: '账户被移交给另一个程序',
    assignText: (account: string, program: string) =>
      `这会将账户 ${account} 移交给程序 ${program}，此后由其控制。`,
    closeAccountWarning: '代币账户被关闭',
    closeAccountText: (account: string, destination: string) =>
      `这会关闭代币账户 ${account}，并将其中的资产发送到 ${destination}。`,
    undecodedWarning: '无法解码',
    undecodedText: (program: string) =>
      program
        ? `Walletdock 无法解码程序 ${program} 的一条指令（其账户可能来自地址查找表），因此无法告诉你它的作用。`
        : 'Walletdock 无法解码此交易，因此无法告诉你它的作用。',
    trustApp: '只有在你完全信任此应用时才继续。',
    setAuthority: (authority: string) => `更改${authority}权限`,
    assign: '将账户分配给程序',
    closeAccount: '关闭代币账户',
    undecoded: '无法解码的指令',
    authorityTypes: {
      MintTokens: '铸币',
      FreezeAccount: '冻结',
      AccountOwner: '账户所有者',
      CloseAccount: '关闭账户',
    },
    rows: {
      account: '账户',
      authorityType: '权限',
      newAuthority: '新权限',
      none: '无（已移除）',
      program: '程序',
      destination: '目标',
    },
  },
  rows: {
    amount: '数量',
    to: '接收方',
    token: '代币',
    spender: '授权对象',
    operator: '操作者',
    collection: '收藏集',
    contract: '合约',
    function: '函数',
    value: '金额',
    type: '类型',
    app: '应用',
    chain: '链',
    from: '来自',
    items: '物品',
    account: '账户',
    grantee: '授予对象',
    expiry: '到期',
    notShown: '未显示',
  },
}
