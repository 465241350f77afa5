import type { ApproveMessages } from './en.ts'

/** The Brazilian Portuguese texts of ApproveTransaction. */
export const approveMessages: ApproveMessages = {
  noRequest: 'Nenhuma solicitação pendente.',
  rejectedInWallet: 'Solicitação rejeitada na carteira',
  allTokensWarning: 'Aprovação de todos os seus tokens',
  unlimitedWarning: (token: string) => `Aprovação ilimitada de ${token}`,
  allTokensText: (spender: string, token: string) =>
    `${spender} poderá movimentar TODOS os seus ${token}, agora e no futuro.`,
  unlimitedText: (spender: string, token: string) =>
    `${spender} poderá gastar uma quantia ILIMITADA dos seus ${token}, agora e no futuro.`,
  trustSpender:
    'Só continue se você confiar totalmente neste gastador. Normalmente você pode aprovar um valor exato.',
  understandRisk: 'Entendo o risco e quero aprovar mesmo assim',
  reject: 'Rejeitar',
  approve: 'Aprovar',
  approveAnyway: 'Aprovar mesmo assim',
  unknownToken: 'um token desconhecido',
  unlimitedAmount: (token: string) => `${token} ilimitado`,
  valueWarning: 'Esta chamada de token também envia moeda nativa',
  valueText: (contract: string) =>
    `Além da operação de token, esta chamada envia moeda nativa para ${contract}. Uma chamada de token raramente precisa disso.`,
  undecodedWarning: 'Não foi possível decodificar esta solicitação',
  undecodedText: (contract: string) =>
    `Parece uma aprovação ou transferência de tokens em ${contract || 'um contrato desconhecido'}, mas o conteúdo não pôde ser interpretado, então não é possível mostrar o que ela faz.`,
  couldNotDecode: (name: string) => `${name}: não foi possível decodificar`,
  delegateCallWarning: 'Seu Safe executaria o código de outro contrato como se fosse dele',
  delegateCallText: (contract: string) =>
    `Esta transação do Safe usa delegatecall: o código de ${contract} é executado com toda a autoridade do seu Safe e pode movimentar tudo o que ele guarda ou alterar seus proprietários.`,
  delegateCallAdvice:
    'Só continue se você conhece este contrato (por exemplo, a biblioteca MultiSend do Safe) e esperava por ele.',
  delegateCall: 'delegatecall do Safe',
  accountDelegateCallWarning: 'Sua conta executaria o código de outro contrato como se fosse dela',
  accountDelegateCallText: (contract: string) =>
    `Esta chamada usa delegatecall: o código de ${contract} é executado com toda a autoridade da sua conta inteligente e pode movimentar tudo o que ela guarda ou mudar quem a controla.`,
  accountDelegateCallAdvice: 'Só continue se você conhece este contrato e esperava esta chamada.',
  accountDelegateCall: 'delegatecall de conta inteligente',
  grantPermissions: 'Permitir que alguém aja pela sua conta',
  permissionsWarning: 'Outra pessoa poderia agir pela sua conta',
  permissionsText: (grantee: string) =>
    `${grantee} poderá fazer transações da sua conta dentro das permissões acima, até que expirem, sem perguntar a você de novo.`,
  permissionsAdvice:
    'Só continue se você confiar totalmente neste app e os limites acima forem o que você espera.',
  noExpiry: 'Sem data de expiração',
  fieldsNotShown: (count: number) =>
    `Mais ${count} campos não são mostrados aqui. Se você não puder conferi-los na sua carteira, rejeite.`,
  sendNft: (collection: string) => `Enviar NFTs de ${collection}`,
  moreItems: (count: number) => `e mais ${count}`,
  routerCommand: (name: string) => `Etapa do roteador: ${name}`,
  permitLikeWarning: 'Esta assinatura pode permitir que alguém movimente seus tokens',
  permitLikeText: (contract: string) =>
    `É uma mensagem do tipo permit para ${contract || 'um contrato desconhecido'} que o Walletdock não conhece. Confira cada campo abaixo antes de assinar.`,
  signPermitLike: (type: string) => `Assinar ${type}`,
  baseUnits: (amount: string, token: string) => `${amount} ${token} (unidades base)`,
  send: 'Enviar',
  sendToken: (token: string) => `Enviar ${token}`,
  allowSpending: (token: string) => `Permitir gasto de ${token}`,
  allowAll: (token: string) => `Permitir acesso a todos os ${token}`,
  revokeAll: (token: string) => `Revogar acesso a ${token}`,
  signPermit: (standard: string, token: string) => `Assinar um permit ${standard} para ${token}`,
  contractCall: 'Chamada de contrato',
  signMessage: 'Assinar uma mensagem',
  signTypedData: 'Assinar dados tipados',
  solana: {
    setAuthorityWarning: (authority: string) => `Mudança da autoridade de ${authority}`,
    setAuthorityText: (authority: string, account: string, newAuthority: string) =>
      `Isto transfere a autoridade de ${authority} sobre ${account} para ${newAuthority}, que passará a controlá-la.`,
    removeAuthorityText: (authority: string, account: string) =>
      `Isto remove para sempre a autoridade de ${authority} sobre ${account}; ela não pode ser devolvida.`,
    assignWarning: 'Conta entregue a outro programa',
    assignText: (account: string, program: string) =>
      `Isto entrega a conta ${account} ao programa ${program}, que passará a controlá-la.`,
    closeAccountWarning: 'Conta de token encerrada',
    closeAccountText: (account: string, destination: string) =>
      `Isto encerra a conta de token ${account} e envia o que ela contém para ${destination}.`,
    undecodedWarning: 'Não foi possível decodificar',
    undecodedText: (program: string) =>
      program
        ? `O Walletdock não conseguiu decodificar uma instrução para o programa ${program} (as contas dela podem vir de uma tabela de consulta de endereços), então não pode dizer o que ela faz.`
        : 'O Walletdock não conseguiu decodificar esta transação, então não pode dizer o que ela faz.',
    trustApp: 'Só continue se você confiar totalmente neste app.',
    setAuthority: (authority: string) => `Mudar a autoridade de ${authority}`,
    assign: 'Atribuir uma conta a um programa',
    closeAccount: 'Encerrar uma conta de token',
    undecoded: 'Instrução que não pôde ser decodificada',
    authorityTypes: {
      MintTokens: 'cunhagem',
      FreezeAccount: 'congelamento',
      AccountOwner: 'proprietário da conta',
      CloseAccount: 'encerramento de conta',
    },
    rows: {
      account: 'Conta',
      authorityType: 'Autoridade',
      newAuthority: 'Nova autoridade',
      none: 'Nenhuma (removida)',
      program: 'Programa',
      destination: 'Destino',
    },
  },
  rows: {
    amount: 'Valor',
    to: 'Para',
    token: 'Token',
    spender: 'Gastador',
    operator: 'Operador',
    collection: 'Coleção',
    contract: 'Contrato',
    function: 'Função',
    value: 'Valor nativo',
    type: 'Tipo',
    app: 'App',
    chain: 'Rede',
    from: 'De',
    items: 'Itens',
    account: 'Conta',
    grantee: 'Concedido a',
    expiry: 'Expira',
    notShown: 'Não mostrado',
  },
}
