import type { ApproveMessages } from './en.ts'

/** The French texts of ApproveTransaction. */
export const approveMessages: ApproveMessages = {
  noRequest: 'Aucune demande en attente.',
  rejectedInWallet: 'Demande rejetée dans le portefeuille',
  allTokensWarning: 'Approbation de tous vos jetons',
  unlimitedWarning: (token: string) => `Approbation illimitée de ${token}`,
  allTokensText: (spender: string, token: string) =>
    `${spender} pourra déplacer TOUS vos ${token}, maintenant et à l’avenir.`,
  unlimitedText: (spender: string, token: string) =>
    `${spender} pourra dépenser un montant ILLIMITÉ de vos ${token}, maintenant et à l’avenir.`,
  trustSpender:
    'Ne continuez que si vous faites entièrement confiance à ce bénéficiaire. Vous pouvez généralement approuver un montant exact à la place.',
  understandRisk: 'Je comprends le risque et je veux approuver quand même',
  reject: 'Rejeter',
  approve: 'Approuver',
  approveAnyway: 'Approuver quand même',
  unknownToken: 'un jeton inconnu',
  unlimitedAmount: (token: string) => `${token} illimité`,
  valueWarning: 'Cet appel de jeton envoie aussi de la monnaie native',
  valueText: (contract: string) =>
    `En plus de l’opération sur le jeton, cet appel envoie de la monnaie native à ${contract}. Un appel de jeton en a rarement besoin.`,
  undecodedWarning: 'Cette demande n’a pas pu être décodée',
  undecodedText: (contract: string) =>
    `Elle ressemble à une approbation ou un transfert de jetons sur ${contract || 'un contrat inconnu'}, mais son contenu est illisible : impossible de montrer ce qu’elle fait.`,
  couldNotDecode: (name: string) => `${name} : n’a pas pu être décodé`,
  delegateCallWarning: 'Votre Safe exécuterait le code d’un autre contrat comme le sien',
  delegateCallText: (contract: string) =>
    `Cette transaction Safe utilise delegatecall : le code de ${contract} s’exécute avec toute l’autorité de votre Safe et peut déplacer tout ce qu’il détient ou changer ses propriétaires.`,
  delegateCallAdvice:
    'Ne continuez que si vous connaissez ce contrat (par exemple la bibliothèque MultiSend de Safe) et que vous l’attendiez.',
  delegateCall: 'delegatecall Safe',
  accountDelegateCallWarning: 'Votre compte exécuterait le code d’un autre contrat comme le sien',
  accountDelegateCallText: (contract: string) =>
    `Cet appel utilise delegatecall : le code de ${contract} s’exécute avec toute l’autorité de votre compte intelligent et peut déplacer tout ce qu’il détient ou changer qui le contrôle.`,
  accountDelegateCallAdvice:
    'Ne continuez que si vous connaissez ce contrat et que vous attendiez cet appel.',
  accountDelegateCall: 'delegatecall de compte intelligent',
  grantPermissions: 'Permettre à quelqu’un d’agir pour votre compte',
  permissionsWarning: 'Quelqu’un d’autre pourrait agir pour votre compte',
  permissionsText: (grantee: string) =>
    `${grantee} pourra effectuer des transactions depuis votre compte dans le cadre des autorisations ci-dessus, jusqu’à leur expiration, sans vous redemander.`,
  permissionsAdvice:
    'Ne continuez que si vous faites entièrement confiance à cette application et que les limites ci-dessus sont celles que vous attendez.',
  noExpiry: 'Aucune expiration indiquée',
  fieldsNotShown: (count: number) =>
    `${count} champs supplémentaires ne sont pas affichés ici. Si vous ne pouvez pas les vérifier dans votre portefeuille, refusez.`,
  sendNft: (collection: string) => `Envoyer des NFT de ${collection}`,
  moreItems: (count: number) => `et ${count} de plus`,
  routerCommand: (name: string) => `Étape du routeur : ${name}`,
  permitLikeWarning: 'Cette signature pourrait permettre à quelqu’un de déplacer vos jetons',
  permitLikeText: (contract: string) =>
    `C’est un message de type permit pour ${contract || 'un contrat inconnu'} que Walletdock ne connaît pas. Vérifiez chaque champ ci-dessous avant de signer.`,
  signPermitLike: (type: string) => `Signer ${type}`,
  baseUnits: (amount: string, token: string) => `${amount} ${token} (unités de base)`,
  send: 'Envoyer',
  sendToken: (token: string) => `Envoyer ${token}`,
  allowSpending: (token: string) => `Autoriser la dépense de ${token}`,
  allowAll: (token: string) => `Autoriser l’accès à tous les ${token}`,
  revokeAll: (token: string) => `Révoquer l’accès à ${token}`,
  signPermit: (standard: string, token: string) => `Signer un permit ${standard} pour ${token}`,
  contractCall: 'Appel de contrat',
  signMessage: 'Signer un message',
  signTypedData: 'Signer des données typées',
  solana: {
    setAuthorityWarning: (authority: string) => `Changement de l’autorité ${authority}`,
    setAuthorityText: (authority: string, account: string, newAuthority: string) =>
      `Ceci transfère l’autorité ${authority} sur ${account} à ${newAuthority}, qui la contrôlera désormais.`,
    removeAuthorityText: (authority: string, account: string) =>
      `Ceci supprime définitivement l’autorité ${authority} sur ${account} ; elle ne pourra pas être rétablie.`,
    assignWarning: 'Compte confié à un autre programme',
    assignText: (account: string, program: string) =>
      `Ceci confie le compte ${account} au programme ${program}, qui le contrôlera désormais.`,
    closeAccountWarning: 'Compte de jeton fermé',
    closeAccountText: (account: string, destination: string) =>
      `Ceci ferme le compte de jeton ${account} et envoie son contenu à ${destination}.`,
    undecodedWarning: 'Impossible à décoder',
    undecodedText: (program: string) =>
      program
        ? `Walletdock n’a pas pu décoder une instruction du programme ${program} (ses comptes proviennent peut-être d’une table de recherche d’adresses) ; il ne peut donc pas vous dire ce qu’elle fait.`
        : 'Walletdock n’a pas pu décoder cette transaction ; il ne peut donc pas vous dire ce qu’elle fait.',
    trustApp: 'Ne continuez que si vous faites entièrement confiance à cette application.',
    setAuthority: (authority: string) => `Changer l’autorité ${authority}`,
    assign: 'Confier un compte à un programme',
    closeAccount: 'Fermer un compte de jeton',
    undecoded: 'Instruction impossible à décoder',
    authorityTypes: {
      MintTokens: 'de frappe',
      FreezeAccount: 'de gel',
      AccountOwner: 'de propriétaire du compte',
      CloseAccount: 'de fermeture du compte',
    },
    rows: {
      account: 'Compte',
      authorityType: 'Autorité',
      newAuthority: 'Nouvelle autorité',
      none: 'Aucune (supprimée)',
      program: 'Programme',
      destination: 'Destination',
    },
  },
  rows: {
    amount: 'Montant',
    to: 'À',
    token: 'Jeton',
    spender: 'Bénéficiaire',
    operator: 'Opérateur',
    collection: 'Collection',
    contract: 'Contrat',
    function: 'Fonction',
    value: 'Valeur',
    type: 'Type',
    app: 'Application',
    chain: 'Chaîne',
    from: 'De',
    items: 'Éléments',
    account: 'Compte',
    grantee: 'Accordé à',
    expiry: 'Expire',
    notShown: 'Non affiché',
  },
}
