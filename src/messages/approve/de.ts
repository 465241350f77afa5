import type { ApproveMessages } from './en.ts'

/** The German texts of ApproveTransaction. */
export const approveMessages: ApproveMessages = {
  noRequest: 'Es wartet keine Anfrage.',
  rejectedInWallet: 'Anfrage in der Wallet abgelehnt',
  allTokensWarning: 'Freigabe aller deiner Token',
  unlimitedWarning: (token: string) => `Unbegrenzte Freigabe von ${token}`,
  allTokensText: (spender: string, token: string) =>
    `${spender} kann ALLE deine ${token} bewegen, jetzt und in Zukunft.`,
  unlimitedText: (spender: string, token: string) =>
    `${spender} kann einen UNBEGRENZTEN Betrag deiner ${token} ausgeben, jetzt und in Zukunft.`,
  trustSpender:
    'Fahre nur fort, wenn du diesem Empfänger der Freigabe voll vertraust. Meist kannst du stattdessen einen genauen Betrag freigeben.',
  understandRisk: 'Ich verstehe das Risiko und möchte trotzdem genehmigen',
  reject: 'Ablehnen',
  approve: 'Genehmigen',
  approveAnyway: 'Trotzdem genehmigen',
  unknownToken: 'einen unbekannten Token',
  unlimitedAmount: (token: string) => `Unbegrenzt ${token}`,
  valueWarning: 'Dieser Token-Aufruf sendet auch native Währung',
  valueText: (contract: string) =>
    `Neben der Token-Operation sendet dieser Aufruf native Währung an ${contract}. Ein Token-Aufruf braucht das selten.`,
  undecodedWarning: 'Diese Anfrage konnte nicht dekodiert werden',
  undecodedText: (contract: string) =>
    `Sie sieht aus wie eine Token-Freigabe oder -Überweisung auf ${contract || 'einem unbekannten Vertrag'}, aber ihr Inhalt lässt sich nicht lesen, daher kann nicht gezeigt werden, was sie bewirkt.`,
  couldNotDecode: (name: string) => `${name}: konnte nicht dekodiert werden`,
  delegateCallWarning: 'Dein Safe würde den Code eines anderen Vertrags als eigenen ausführen',
  delegateCallText: (contract: string) =>
    `Diese Safe-Transaktion nutzt delegatecall: Der Code von ${contract} läuft mit der vollen Befugnis deines Safe und kann alles bewegen, was er hält, oder seine Eigentümer ändern.`,
  delegateCallAdvice:
    'Fahre nur fort, wenn du diesen Vertrag kennst (zum Beispiel die MultiSend-Bibliothek von Safe) und ihn erwartet hast.',
  delegateCall: 'Safe-delegatecall',
  accountDelegateCallWarning: 'Dein Konto würde den Code eines anderen Vertrags als eigenen ausführen',
  accountDelegateCallText: (contract: string) =>
    `Dieser Aufruf nutzt delegatecall: Der Code von ${contract} läuft mit der vollen Befugnis deines Smart Accounts und kann alles bewegen, was er hält, oder ändern, wer ihn kontrolliert.`,
  accountDelegateCallAdvice: 'Fahre nur fort, wenn du diesen Vertrag kennst und diesen Aufruf erwartet hast.',
  accountDelegateCall: 'Smart-Account-delegatecall',
  grantPermissions: 'Jemandem erlauben, für dein Konto zu handeln',
  permissionsWarning: 'Jemand anderes könnte für dein Konto handeln',
  permissionsText: (grantee: string) =>
    `${grantee} kann innerhalb der Berechtigungen oben Transaktionen von deinem Konto ausführen, bis sie ablaufen, ohne dich erneut zu fragen.`,
  permissionsAdvice:
    'Fahre nur fort, wenn du dieser App voll vertraust und die Grenzen oben deinen Erwartungen entsprechen.',
  noExpiry: 'Kein Ablaufdatum angegeben',
  fieldsNotShown: (count: number) =>
    `${count} weitere Felder werden hier nicht angezeigt. Wenn du sie nicht in deiner Wallet prüfen kannst, lehne ab.`,
  sendNft: (collection: string) => `NFTs aus ${collection} senden`,
  moreItems: (count: number) => `und ${count} weitere`,
  routerCommand: (name: string) => `Router-Schritt: ${name}`,
  permitLikeWarning: 'Diese Signatur könnte jemandem erlauben, deine Token zu bewegen',
  permitLikeText: (contract: string) =>
    `Es ist eine Permit-ähnliche Nachricht für ${contract || 'einen unbekannten Vertrag'}, die Walletdock nicht kennt. Prüfe jedes Feld unten, bevor du signierst.`,
  signPermitLike: (type: string) => `${type} signieren`,
  baseUnits: (amount: string, token: string) => `${amount} ${token} (Basiseinheiten)`,
  send: 'Senden',
  sendToken: (token: string) => `${token} senden`,
  allowSpending: (token: string) => `Ausgabe von ${token} erlauben`,
  allowAll: (token: string) => `Zugriff auf alle ${token} erlauben`,
  revokeAll: (token: string) => `Zugriff auf ${token} widerrufen`,
  signPermit: (standard: string, token: string) => `${standard}-Permit für ${token} signieren`,
  contractCall: 'Vertragsaufruf',
  signMessage: 'Nachricht signieren',
  signTypedData: 'Typisierte Daten signieren',
  solana: {
    setAuthorityWarning: (authority: string) => `Änderung der Befugnis „${authority}“`,
    setAuthorityText: (authority: string, account: string, newAuthority: string) =>
      `Damit geht die Befugnis „${authority}“ über ${account} an ${newAuthority} über, der sie von nun an kontrolliert.`,
    removeAuthorityText: (authority: string, account: string) =>
      `Damit wird die Befugnis „${authority}“ über ${account} endgültig entfernt; sie kann nicht zurückgegeben werden.`,
    assignWarning: 'Konto an ein anderes Programm übergeben',
    assignText: (account: string, program: string) =>
      `Damit wird das Konto ${account} an das Programm ${program} übergeben, das es von nun an kontrolliert.`,
    closeAccountWarning: 'Token-Konto geschlossen',
    closeAccountText: (account: string, destination: string) =>
      `Damit wird das Token-Konto ${account} geschlossen und sein Inhalt an ${destination} gesendet.`,
    undecodedWarning: 'Konnte nicht dekodiert werden',
    undecodedText: (program: string) =>
      program
        ? `Walletdock konnte eine Anweisung für das Programm ${program} nicht dekodieren (ihre Konten stammen womöglich aus einer Address Lookup Table) und kann dir daher nicht sagen, was sie bewirkt.`
        : 'Walletdock konnte diese Transaktion nicht dekodieren und kann dir daher nicht sagen, was sie bewirkt.',
    trustApp: 'Fahre nur fort, wenn du dieser App voll vertraust.',
    setAuthority: (authority: string) => `Befugnis „${authority}“ ändern`,
    assign: 'Konto einem Programm zuweisen',
    closeAccount: 'Token-Konto schließen',
    undecoded: 'Anweisung, die nicht dekodiert werden konnte',
    authorityTypes: {
      MintTokens: 'Prägen',
      FreezeAccount: 'Einfrieren',
      AccountOwner: 'Kontoinhaber',
      CloseAccount: 'Konto schließen',
    },
    rows: {
      account: 'Konto',
      authorityType: 'Befugnis',
      newAuthority: 'Neue Befugnis',
      none: 'Keine (entfernt)',
      program: 'Programm',
      destination: 'Ziel',
    },
  },
  rows: {
    amount: 'Betrag',
    to: 'An',
    token: 'Token',
    spender: 'Berechtigter',
    operator: 'Operator',
    collection: 'Sammlung',
    contract: 'Vertrag',
    function: 'Funktion',
    value: 'Wert',
    type: 'Typ',
    app: 'App',
    chain: 'Netzwerk',
    from: 'Von',
    items: 'Objekte',
    account: 'Konto',
    grantee: 'Erteilt an',
    expiry: 'Läuft ab',
    notShown: 'Nicht angezeigt',
  },
}
