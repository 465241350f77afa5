import type { ApproveMessages } from './en.ts'

/** The Korean texts of ApproveTransaction. */
export const approveMessages: ApproveMessages = {
  noRequest: '대기 중인 요청이 없어요.',
  rejectedInWallet: '지갑에서 요청이 거부되었어요',
  allTokensWarning: '모든 토큰에 대한 승인',
  unlimitedWarning: (token: string) => `${token} 무제한 승인`,
  allTokensText: (spender: string, token: string) =>
    `${spender}이(가) 지금과 앞으로 내 ${token}을(를) 모두 옮길 수 있게 돼요.`,
  unlimitedText: (spender: string, token: string) =>
    `${spender}이(가) 지금과 앞으로 내 ${token}을(를) 무제한으로 사용할 수 있게 돼요.`,
  trustSpender:
    '이 사용자를 완전히 신뢰하는 경우에만 계속하세요. 보통은 대신 정확한 금액만 승인할 수 있어요.',
  understandRisk: '위험을 이해했으며 그래도 승인할게요',
  reject: '거부',
  approve: '승인',
  approveAnyway: '그래도 승인',
  unknownToken: '알 수 없는 토큰',
  unlimitedAmount: (token: string) => `무제한 ${token}`,
  valueWarning: '이 토큰 호출은 네이티브 코인도 보내요',
  valueText: (contract: string) =>
    `이 호출은 토큰 작업 외에도 ${contract}(으)로 네이티브 코인을 보내요. 토큰 호출에 이것이 필요한 경우는 드물어요.`,
  undecodedWarning: '이 요청을 디코딩할 수 없어요',
  undecodedText: (contract: string) =>
    `${contract || '알 수 없는 컨트랙트'}에서의 토큰 승인이나 전송처럼 보이지만, 내용을 해석할 수 없어 어떤 작업인지 보여 드릴 수 없어요.`,
  couldNotDecode: (name: string) => `${name}: 디코딩할 수 없음`,
  delegateCallWarning: '내 Safe가 다른 컨트랙트의 코드를 자신의 코드처럼 실행하게 돼요',
  delegateCallText: (contract: string) =>
    `이 Safe 거래는 delegatecall을 사용해요. ${contract}의 코드가 내 Safe의 모든 권한으로 실행되며, 보관 중인 모든 자산을 옮기거나 소유자를 바꿀 수 있어요.`,
  delegateCallAdvice: '이 컨트랙트(예: Safe의 MultiSend 라이브러리)를 알고 있고 예상한 경우에만 계속하세요.',
  delegateCall: 'Safe delegatecall',
  accountDelegateCallWarning: '내 계정이 다른 컨트랙트의 코드를 자신의 것처럼 실행해요',
  accountDelegateCallText: (contract: string) =>
    `이 호출은 delegatecall을 사용해요. ${contract}의 코드가 내 스마트 계정의 모든 권한으로 실행되며, 보관 중인 모든 자산을 옮기거나 계정을 관리하는 주체를 바꿀 수 있어요.`,
  accountDelegateCallAdvice: '이 컨트랙트를 알고 있고 이 호출을 예상한 경우에만 계속하세요.',
  accountDelegateCall: '스마트 계정 delegatecall',
  grantPermissions: '다른 사람이 내 계정으로 작업하도록 허용',
  permissionsWarning: '다른 사람이 내 계정으로 작업할 수 있어요',
  permissionsText: (grantee: string) =>
    `${grantee}은(는) 위 권한 범위 안에서, 만료될 때까지 다시 묻지 않고 내 계정에서 거래를 할 수 있게 돼요.`,
  permissionsAdvice: '이 앱을 완전히 신뢰하고 위 한도가 예상한 것과 같은 경우에만 계속하세요.',
  noExpiry: '만료 기한 없음',
  fieldsNotShown: (count: number) =>
    `여기에 표시되지 않은 항목이 ${count}개 더 있어요. 지갑에서 확인할 수 없다면 거절하세요.`,
  sendNft: (collection: string) => `${collection} NFT 보내기`,
  moreItems: (count: number) => `외 ${count}개`,
  routerCommand: (name: string) => `라우터 단계: ${name}`,
  permitLikeWarning: '이 서명으로 누군가 내 토큰을 옮길 수 있어요',
  permitLikeText: (contract: string) =>
    `Walletdock이 알지 못하는 ${contract || '알 수 없는 컨트랙트'}의 permit 형식 메시지예요. 서명하기 전에 아래의 모든 항목을 확인하세요.`,
  signPermitLike: (type: string) => `${type} 서명`,
  baseUnits: (amount: string, token: string) => `${amount} ${token} (기본 단위)`,
  send: '보내기',
  sendToken: (token: string) => `${token} 보내기`,
  allowSpending: (token: string) => `${token} 사용 허용`,
  allowAll: (token: string) => `모든 ${token}에 대한 접근 허용`,
  revokeAll: (token: string) => `${token}에 대한 접근 취소`,
  signPermit: (standard: string, token: string) => `${token}에 대한 ${standard} permit 서명`,
  contractCall: '컨트랙트 호출',
  signMessage: '메시지 서명',
  signTypedData: '타입 데이터 서명',
  solana: {
    setAuthorityWarning: (authority: string) => `${authority} 권한 변경`,
    setAuthorityText: (authority: string, account: string, newAuthority: string) =>
      `${account}에 대한 ${authority} 권한을 ${newAuthority}에게 넘겨요. 이후에는 그쪽이 관리해요.`,
    removeAuthorityText: (authority: string, account: string) =>
      `${account}에 대한 ${authority} 권한을 영구히 제거해요. 되돌릴 수 없어요.`,
    assignWarning: '계정이 다른 프로그램에 넘어가요',
    assignText: (account: string, program: string) =>
      `계정 ${account}을(를) 프로그램 ${program}에 넘겨요. 이후에는 해당 프로그램이 관리해요.`,
    closeAccountWarning: '토큰 계정 해지',
    closeAccountText: (account: string, destination: string) =>
      `토큰 계정 ${account}을(를) 해지하고 보관 중인 자산을 ${destination}(으)로 보내요.`,
    undecodedWarning: '디코딩할 수 없어요',
    undecodedText: (program: string) =>
      program
        ? `Walletdock이 프로그램 ${program}의 명령어를 디코딩하지 못했어요(계정이 주소 조회 테이블에서 왔을 수 있어요). 그래서 어떤 작업인지 알려 드릴 수 없어요.`
        : 'Walletdock이 이 거래를 디코딩하지 못했어요. 그래서 어떤 작업인지 알려 드릴 수 없어요.',
    trustApp: '이 앱을 완전히 신뢰하는 경우에만 계속하세요.',
    setAuthority: (authority: string) => `${authority} 권한 변경`,
    assign: '계정을 프로그램에 할당',
    closeAccount: '토큰 계정 해지',
    undecoded: '디코딩할 수 없는 명령어',
    authorityTypes: {
      MintTokens: '발행',
      FreezeAccount: '동결',
      AccountOwner: '계정 소유자',
      CloseAccount: '계정 해지',
    },
    rows: {
      account: '계정',
      authorityType: '권한',
      newAuthority: '새 권한자',
      none: '없음(제거됨)',
      program: '프로그램',
      destination: '받는 곳',
    },
  },
  rows: {
    amount: '수량',
    to: '받는 사람',
    token: '토큰',
    spender: '사용자',
    operator: '운영자',
    collection: '컬렉션',
    contract: '컨트랙트',
    function: '함수',
    value: '금액',
    type: '유형',
    app: '앱',
    chain: '체인',
    from: '보내는 주소',
    items: '항목',
    account: '계정',
    grantee: '권한 받는 대상',
    expiry: '만료',
    notShown: '표시되지 않음',
  },
}
