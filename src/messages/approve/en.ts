// The ApproveTransaction view's texts: they load with that view, not with the UI chunk's catalog (only a tab that
// shows a request needs them). Every locale has its own file beside this one, of type ApproveMessages.

/** The English texts of ApproveTransaction. */
export const approveMessages = {
  noRequest: 'No request is waiting.',
  rejectedInWallet: 'Request rejected in the wallet',
  allTokensWarning: 'Approval of all your tokens',
  unlimitedWarning: (token: string) => `Unlimited approval of ${token}`,
  allTokensText: (spender: string, token: string) =>
    `${spender} will be able to move ALL of your ${token}, now and in the future.`,
  unlimitedText: (spender: string, token: string) =>
    `${spender} will be able to spend an UNLIMITED amount of your ${token}, now and in the future.`,
  trustSpender:
    'Only continue if you trust this spender completely. You can usually approve an exact amount instead.',
  understandRisk: 'I understand the risk and want to approve anyway',
  reject: 'Reject',
  approve: 'Approve',
  approveAnyway: 'Approve anyway',
  unknownToken: 'an unknown token',
  unlimitedAmount: (token: string) => `Unlimited ${token}`,
  valueWarning: 'This token call also sends native currency',
  valueText: (contract: string) =>
    `Besides the token operation, this call sends native currency to ${contract}. A token call rarely needs it.`,
  undecodedWarning: 'This request could not be decoded',
  undecodedText: (contract: string) =>
    `It looks like a token approval or transfer on ${contract || 'an unknown contract'}, but its contents do not parse, so what it does cannot be shown.`,
  couldNotDecode: (name: string) => `${name}: could not be decoded`,
  delegateCallWarning: 'Your Safe would run another contract’s code as its own',
  delegateCallText: (contract: string) =>
    `This Safe transaction uses delegatecall: the code of ${contract} runs with your Safe’s full authority and can move everything it holds or change its owners.`,
  delegateCallAdvice:
    'Only continue if you know this contract (for example the Safe MultiSend library) and expected it.',
  delegateCall: 'Safe delegatecall',
  accountDelegateCallWarning: 'Your account would run another contract’s code as its own',
  accountDelegateCallText: (contract: string) =>
    `This call uses delegatecall: the code of ${contract} runs with your smart account’s full authority and can move everything it holds or change who controls it.`,
  accountDelegateCallAdvice: 'Only continue if you know this contract and expected this call.',
  accountDelegateCall: 'Smart account delegatecall',
  grantPermissions: 'Let someone act for your account',
  permissionsWarning: 'Someone else could act for your account',
  permissionsText: (grantee: string) =>
    `${grantee} will be able to make transactions from your account within the permissions above, until they expire, without asking you again.`,
  permissionsAdvice:
    'Only continue if you trust this app completely and the limits above are what you expect.',
  noExpiry: 'No expiry given',
  fieldsNotShown: (count: number) =>
    `${count} more fields are not shown here. If you cannot check them in your wallet, reject.`,
  sendNft: (collection: string) => `Send NFTs of ${collection}`,
  moreItems: (count: number) => `and ${count} more`,
  routerCommand: (name: string) => `Router step: ${name}`,
  permitLikeWarning: 'This signature may let someone move your tokens',
  permitLikeText: (contract: string) =>
    `It is a permit-like message for ${contract || 'an unknown contract'} that Walletdock does not know. Check every field below before you sign.`,
  signPermitLike: (type: string) => `Sign ${type}`,
  baseUnits: (amount: string, token: string) => `${amount} ${token} (base units)`,
  send: 'Send',
  sendToken: (token: string) => `Send ${token}`,
  allowSpending: (token: string) => `Allow spending of ${token}`,
  allowAll: (token: string) => `Allow access to all ${token}`,
  revokeAll: (token: string) => `Revoke access to ${token}`,
  signPermit: (standard: string, token: string) => `Sign a ${standard} permit for ${token}`,
  contractCall: 'Contract call',
  signMessage: 'Sign a message',
  signTypedData: 'Sign typed data',
  /** Solana instructions that hand over an account, and those that could not be decoded (issue #11). */
  solana: {
    setAuthorityWarning: (authority: string) => `Change of the ${authority} authority`,
    setAuthorityText: (authority: string, account: string, newAuthority: string) =>
      `This hands the ${authority} authority over ${account} to ${newAuthority}. They will control it from then on.`,
    removeAuthorityText: (authority: string, account: string) =>
      `This removes the ${authority} authority over ${account} for good; it cannot be given back.`,
    assignWarning: 'Account handed to another program',
    assignText: (account: string, program: string) =>
      `This hands the account ${account} to the program ${program}, which will control it from then on.`,
    closeAccountWarning: 'Token account closed',
    closeAccountText: (account: string, destination: string) =>
      `This closes the token account ${account} and sends what it holds to ${destination}.`,
    undecodedWarning: 'Could not be decoded',
    undecodedText: (program: string) =>
      program
        ? `Walletdock could not decode an instruction for the program ${program} (its accounts may come from an address lookup table), so it cannot tell you what it does.`
        : 'Walletdock could not decode this transaction, so it cannot tell you what it does.',
    trustApp: 'Only continue if you trust this app completely.',
    setAuthority: (authority: string) => `Change the ${authority} authority`,
    assign: 'Assign an account to a program',
    closeAccount: 'Close a token account',
    undecoded: 'Instruction that could not be decoded',
    /** SPL Token AuthorityType names in words; others are shown as their name. */
    authorityTypes: {
      MintTokens: 'mint',
      FreezeAccount: 'freeze',
      AccountOwner: 'account owner',
      CloseAccount: 'close account',
    } as Record<string, string>,
    rows: {
      account: 'Account',
      authorityType: 'Authority',
      newAuthority: 'New authority',
      none: 'None (removed)',
      program: 'Program',
      destination: 'Destination',
    },
  },
  rows: {
    amount: 'Amount',
    to: 'To',
    token: 'Token',
    spender: 'Spender',
    operator: 'Operator',
    collection: 'Collection',
    contract: 'Contract',
    function: 'Function',
    value: 'Value',
    type: 'Type',
    app: 'App',
    chain: 'Chain',
    from: 'From',
    items: 'Items',
    account: 'Account',
    grantee: 'Given to',
    expiry: 'Expires',
    notShown: 'Not shown',
  },
}

/** The shape of ApproveTransaction's texts, derived from the English ones. */
export type ApproveMessages = typeof approveMessages
