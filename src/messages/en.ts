import { enPage } from './enPage.ts'

// The English catalog: every text a person sees in the modal, grouped by where it shows. A text with
// parameters is a small function, so each translation places (and declines) them as its language needs.
// The spec's own texts (error texts, notices) are written exactly as the spec writes them; src/messages
// tests pin them. Other locales are objects of type Messages, so a missing or misspelt key fails typecheck.

/** The English message catalog. */
export const en = {
  /** The BCP 47 tag dates and month names are formatted with. */
  intlLocale: 'en-US',
  /** The writing direction of the language: the modal mirrors its layout for 'rtl'. */
  direction: 'ltr' as 'ltr' | 'rtl',
  page: enPage,
  modal: {
    back: 'Back',
    close: 'Close',
    tryAgain: 'Try again',
    cancel: 'Cancel',
    loading: 'Loading…',
    noAccount: 'No account connected',
    notAvailable: 'This is not available yet.',
    confirmInWallet: 'Confirm in your wallet…',
    /** A view that failed to render (the error boundary's text; the details go to the console). */
    viewFailed: 'Something went wrong',
    viewFailedText: 'This screen could not be shown. Go back and try again.',
    /** Joins parts of one line, e.g. a balance's state and its age. */
    separator: ' · ',
    /** Ends a finished flow (a send's success). */
    done: 'Done',
  },
  /** Header titles of the views that do not show a wallet's or network's name. */
  titles: {
    siwx: 'Sign In',
    connect: 'Connect Wallet',
    account: 'Account',
    networks: 'Choose network',
    switchNetwork: 'Switch Network',
    switchActiveChain: 'Switch chain',
    unsupportedChain: 'Switch Network',
    allWallets: 'All Wallets',
    walletConnect: 'WalletConnect',
    connectingWalletConnectBasic: 'Connect Wallet',
    approveTransaction: 'Approve Request',
    send: 'Send',
    selectToken: 'Select Token',
    sendPreview: 'Review Send',
    sendSuccess: 'Sent',
    swap: 'Swap',
    buy: 'Buy crypto',
    emailVerifyOtp: 'Confirm Email',
    emailVerifyDevice: 'Register Device',
    updateEmail: 'Edit Email',
    updateEmailPrimaryOtp: 'Confirm Current Email',
    updateEmailSecondaryOtp: 'Confirm New Email',
    receive: 'Receive',
    registerAccountName: 'Choose Name',
    registerAccountNameSuccess: 'Name Registered',
  },
  /** How a person calls the wallets of a namespace. */
  namespaces: {
    eip155: 'EVM',
    solana: 'Solana',
    bip122: 'Bitcoin',
    polkadot: 'Polkadot',
    cosmos: 'Cosmos',
  },
  connect: {
    wallets: 'Wallets',
    continueWithWallet: 'Continue with a wallet',
    noWalletInBrowser: 'No wallet found in this browser',
    /** The wallet found as window.ethereum, which names itself nothing (legacy injected). */
    browserWallet: 'Browser Wallet',
    moreWallets: 'More wallets',
    allWallets: 'All Wallets',
    /** The directory's wallet count on the All Wallets button, e.g. '400+'. */
    walletCount: (count: number) => `${count}+`,
    tags: { recent: 'Recent', installed: 'Installed' },
  },
  connecting: {
    /** A wallet whose name we do not know. */
    yourWallet: 'your wallet',
    continueIn: (wallet: string) => `Continue in ${wallet}`,
    acceptRequest: 'Accept the connection request in your wallet.',
    declined: 'Connection declined',
    declinedText: 'You declined the request in your wallet.',
    failed: 'Connection failed',
  },
  /** E-mail login through the secure frame (issue 13). */
  email: {
    label: 'Email',
    placeholder: 'Email address',
    /** The hidden secure frame's title (assistive technology may still name it). */
    frameTitle: 'Secure login',
    continue: 'Continue',
    invalidEmail: 'Enter a valid email address',
    codeSentTo: (email: string) => `Enter the code we sent to ${email}`,
    codeLabel: 'Code',
    invalidCode: 'Enter the 6-digit code from the email',
    confirm: 'Confirm',
    checking: 'Checking…',
    resend: 'Resend code',
    /** The resend cooldown (spec part 9: 30 s), counting down. */
    resendIn: (seconds: number) => `Resend code in ${seconds}s`,
    codeResent: 'A new code is on its way',
    deviceSentTo: (email: string) => `Approve this device with the link we sent to ${email}`,
    deviceWaiting: 'This continues by itself once you approve. The link expires in a few minutes.',
    newEmail: 'New email address',
    save: 'Save',
    updated: 'Email updated',
    editEmail: (email: string) => `Edit email ${email}`,
  },
  account: {
    loadingBalance: 'Loading balance…',
    balanceUnavailable: 'Balance unavailable',
    reconnecting: 'Reconnecting…',
    network: (network: string) => `Network: ${network}`,
    send: 'Send',
    swap: 'Swap',
    buy: 'Buy',
    disconnect: 'Disconnect',
    addressCopied: 'Address copied',
    addressNotCopied: 'Could not copy the address',
    copyAddress: 'Copy address',
    /** A last-known value's age: `clock` the time it was read, `age` how long ago (Intl's relative time). */
    balanceAge: (clock: string, age: string) => `as of ${clock} · ${age}`,
    /** The age of a value read less than a minute ago. */
    justNow: 'just now',
    tabs: { label: 'Account', tokens: 'Tokens', nfts: 'NFTs', activity: 'Activity' },
    receive: 'Receive',
    registerName: 'Register a name',
    loadingTokens: 'Loading tokens…',
    tokenBalanceUnavailable: 'Token Balance Unavailable',
    noTokens: 'No tokens yet',
    /** A token the data service does not know (its row shows its shortened address as the symbol). */
    unknownToken: 'Unknown token',
    /** The host set no blockchain data service (serviceUrls.blockchainApi), so token balances cannot be read. */
    tokensNeedDataService: 'Token balances are not available on this site',
    tokens: 'Tokens',
  },
  activity: {
    loading: 'Loading activity…',
    failed: 'Failed to fetch transactions',
    empty: 'No activity yet',
    /** The host set no blockchain data service (serviceUrls.blockchainApi), so the history cannot be read. */
    needsDataService: 'Activity is not available on this site',
    month: (month: string, year: number) => `${month} ${year}`,
    transactionsIn: (month: string, year: number) => `Transactions in ${month} ${year}`,
    loadingMore: 'Loading more…',
    loadMore: 'Load more',
    /** The link from a transaction to its page on the network's block explorer. */
    viewOnExplorer: 'View on block explorer',
    /** A transaction's title by the data API's operation type; other types show as the API names them. */
    operations: {
      send: 'Sent',
      receive: 'Received',
      mint: 'Minted',
      approve: 'Approved',
      deploy: 'Deployed',
      execute: 'Contract call',
      trade: 'Swapped',
      buy: 'Bought',
    },
    failedSuffix: ' (failed)',
  },
  networks: {
    networks: 'Networks',
    unsupported: "This app doesn't support your current network. Switch to an available option to continue.",
    available: 'Available networks',
    switchTo: (network: string) => `Switch to ${network}`,
    /** SwitchActiveChain: `active` and `target` are namespace names (EVM, Solana), `network` the target network. */
    switchActiveChainText: (active: string, network: string, target: string) =>
      `Your ${active} wallet stays connected. Switching makes ${network} the active network, where no account is connected yet: you can connect a ${target} wallet there.`,
    approveInWallet: 'Approve in wallet',
    switchWalletTo: (network: string) => `Switch your wallet to ${network}`,
    switchDeclined: 'Switch declined',
    switchDeclinedText: 'You declined the network switch in your wallet.',
    switchFailed: 'Switch failed',
  },
  /** What the core asks every tab to say (src/messages/coreText.ts). */
  notices: {
    actionNotAllowed: 'Action not allowed',
    tokenBalanceUnavailable: 'Token Balance Unavailable',
    transactionsUnavailable: 'Failed to fetch transactions',
    sessionNotSaved: 'Your session could not be saved: it will not be restored after a reload.',
    connectionDeclined: 'Connection declined',
    signatureDeclined: 'Signature declined',
    newerBuild: 'A newer version of this site is open in another tab. Reload this page to update it.',
    newerBuildReload:
      'A newer version of this site is open in another tab, and this page can no longer reach your wallet. Reload this page to keep using it.',
    configDiffers:
      'Another tab of this site started Walletdock with other settings (networks or approvals), and those apply here too. Close the other tabs of this site and reload this one to use its own.',
    localConfigIgnored: 'Local configuration ignored',
    invalidAppConfiguration:
      'Invalid App Configuration: this site is not among the project’s allowed origins.',
    purchaseArrived: 'Your crypto purchase has arrived.',
  },
  /**
   * An error's text by its name, for errors whose own text is fixed; en.test.ts pins each to the class's
   * shortMessage. Errors that carry outside text (a wallet's or a service's message, an address) show that.
   */
  errors: {
    UnknownError: 'Unknown error',
    InvalidChainIdError: 'Invalid chainId',
    ChainNotSupportedError: 'Chain is not supported',
    RpcNotAllowedError: 'Requested RPC call is not allowed',
    UserRejectedRequestError: 'User rejected the request.',
    TimeoutError: 'The request took too long to respond.',
    TabGoneError: 'The tab that started this request is gone',
    LeaderGoneError: 'The tab that ran this request closed; try again',
    ConfigError: 'Invalid configuration',
    ProjectIdNotConfiguredError: 'Project ID not configured',
    StorageError: 'Storage is unavailable',
    UnsupportedChainError: 'Unsupported chain',
    ConnectorNotFoundError: 'Connector not found',
    NotConnectedError: 'No wallet is connected',
    ProviderDisconnectedError: 'The wallet disconnected',
    ChainDisconnectedError: 'The network could not be reached',
    InvalidApiReplyError: 'The service sent an invalid reply.',
    ReplyTooLargeError: 'The service sent a reply that is too large.',
    ServiceUnreachableError: 'The service could not be reached.',
    InvalidRpcReplyError: 'The RPC sent an invalid reply.',
    InvalidWalletReplyError: 'The wallet sent an invalid reply.',
    TokenRequiredError: 'A token is required',
    SendDetailsRequiredError: 'An amount and receiver address are required',
    AccountAddressRequiredError: "Transactions can't be fetched without an accountAddress",
    TooManyPendingRequestsError: 'Too many pending requests',
    RequestNotPendingError: 'This request is no longer pending',
    WarningNotAcknowledgedError: 'Confirm that you understand the warning first',
    InvalidRequestParamsError: 'Invalid request parameters',
    TransactionNotConfirmedError: 'The transaction was sent but could not be confirmed',
    TransactionFailedError: 'The transaction failed on chain',
    TokenAccountReceiverError: 'This is a token account, not a wallet address',
    RelayUnreachableError: 'Cannot reach the WalletConnect relay',
    InvalidPairingUriError: 'The WalletConnect link is invalid',
    NoSessionAccountError: 'The wallet did not share an account for this site',
    WalletConnectElsewhereError: 'WalletConnect runs in another tab of this site',
    FrameLoadError: 'Unable to load email login dependency',
    FrameNotSetError: 'W3mFrame: iframe is not set',
    FrameRequestAbortedError: 'Request was aborted',
    EmailCooldownError: 'Wait before asking for another code',
    InvalidNameError: 'Invalid name',
    NetworkNotFoundError: 'Network not found',
    AddressNotFoundError: 'Address or auth connector not found',
  },
}

/** The shape of a message catalog, derived from the English one. */
export type Messages = typeof en
