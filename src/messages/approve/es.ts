import type { ApproveMessages } from './en.ts'

/** The Spanish texts of ApproveTransaction. */
export const approveMessages: ApproveMessages = {
  noRequest: 'No hay ninguna solicitud pendiente.',
  rejectedInWallet: 'Solicitud rechazada en la billetera',
  allTokensWarning: 'Aprobación de todos tus tokens',
  unlimitedWarning: (token: string) => `Aprobación ilimitada de ${token}`,
  allTokensText: (spender: string, token: string) =>
    `${spender} podrá mover TODOS tus ${token}, ahora y en el futuro.`,
  unlimitedText: (spender: string, token: string) =>
    `${spender} podrá gastar una cantidad ILIMITADA de tus ${token}, ahora y en el futuro.`,
  trustSpender:
    'Continúa solo si confías plenamente en este gastador. Normalmente puedes aprobar una cantidad exacta en su lugar.',
  understandRisk: 'Entiendo el riesgo y quiero aprobar de todos modos',
  reject: 'Rechazar',
  approve: 'Aprobar',
  approveAnyway: 'Aprobar de todos modos',
  unknownToken: 'un token desconocido',
  unlimitedAmount: (token: string) => `${token} ilimitado`,
  valueWarning: 'Esta llamada de token también envía moneda nativa',
  valueText: (contract: string) =>
    `Además de la operación de token, esta llamada envía moneda nativa a ${contract}. Una llamada de token rara vez lo necesita.`,
  undecodedWarning: 'No se pudo decodificar esta solicitud',
  undecodedText: (contract: string) =>
    `Parece una aprobación o transferencia de tokens en ${contract || 'un contrato desconocido'}, pero su contenido no se puede interpretar, así que no es posible mostrar lo que hace.`,
  couldNotDecode: (name: string) => `${name}: no se pudo decodificar`,
  delegateCallWarning: 'Tu Safe ejecutaría el código de otro contrato como si fuera propio',
  delegateCallText: (contract: string) =>
    `Esta transacción de Safe usa delegatecall: el código de ${contract} se ejecuta con toda la autoridad de tu Safe y puede mover todo lo que contiene o cambiar sus propietarios.`,
  delegateCallAdvice:
    'Continúa solo si conoces este contrato (por ejemplo, la biblioteca MultiSend de Safe) y lo esperabas.',
  delegateCall: 'delegatecall de Safe',
  accountDelegateCallWarning: 'Tu cuenta ejecutaría el código de otro contrato como si fuera suyo',
  accountDelegateCallText: (contract: string) =>
    `Esta llamada usa delegatecall: el código de ${contract} se ejecuta con toda la autoridad de tu cuenta inteligente y puede mover todo lo que contiene o cambiar quién la controla.`,
  accountDelegateCallAdvice: 'Continúa solo si conoces este contrato y esperabas esta llamada.',
  accountDelegateCall: 'delegatecall de cuenta inteligente',
  grantPermissions: 'Permitir que alguien actúe en nombre de tu cuenta',
  permissionsWarning: 'Otra persona podría actuar en nombre de tu cuenta',
  permissionsText: (grantee: string) =>
    `${grantee} podrá hacer transacciones desde tu cuenta dentro de los permisos de arriba, hasta que caduquen, sin volver a preguntarte.`,
  permissionsAdvice:
    'Continúa solo si confías plenamente en esta app y los límites de arriba son los que esperas.',
  noExpiry: 'Sin fecha de caducidad',
  fieldsNotShown: (count: number) =>
    `Hay ${count} campos más que no se muestran aquí. Si no puedes revisarlos en tu billetera, rechaza.`,
  sendNft: (collection: string) => `Enviar NFTs de ${collection}`,
  moreItems: (count: number) => `y ${count} más`,
  routerCommand: (name: string) => `Paso del router: ${name}`,
  permitLikeWarning: 'Esta firma podría permitir que alguien mueva tus tokens',
  permitLikeText: (contract: string) =>
    `Es un mensaje de tipo permit para ${contract || 'un contrato desconocido'} que Walletdock no conoce. Revisa cada campo de abajo antes de firmar.`,
  signPermitLike: (type: string) => `Firmar ${type}`,
  baseUnits: (amount: string, token: string) => `${amount} ${token} (unidades base)`,
  send: 'Enviar',
  sendToken: (token: string) => `Enviar ${token}`,
  allowSpending: (token: string) => `Permitir el gasto de ${token}`,
  allowAll: (token: string) => `Permitir acceso a todos los ${token}`,
  revokeAll: (token: string) => `Revocar el acceso a ${token}`,
  signPermit: (standard: string, token: string) => `Firmar un permit ${standard} para ${token}`,
  contractCall: 'Llamada a contrato',
  signMessage: 'Firmar un mensaje',
  signTypedData: 'Firmar datos tipados',
  solana: {
    setAuthorityWarning: (authority: string) => `Cambio de la autoridad de ${authority}`,
    setAuthorityText: (authority: string, account: string, newAuthority: string) =>
      `Esto cede la autoridad de ${authority} sobre ${account} a ${newAuthority}, que la controlará a partir de ahora.`,
    removeAuthorityText: (authority: string, account: string) =>
      `Esto elimina para siempre la autoridad de ${authority} sobre ${account}; no se puede recuperar.`,
    assignWarning: 'Cuenta cedida a otro programa',
    assignText: (account: string, program: string) =>
      `Esto cede la cuenta ${account} al programa ${program}, que la controlará a partir de ahora.`,
    closeAccountWarning: 'Cuenta de token cerrada',
    closeAccountText: (account: string, destination: string) =>
      `Esto cierra la cuenta de token ${account} y envía lo que contiene a ${destination}.`,
    undecodedWarning: 'No se pudo decodificar',
    undecodedText: (program: string) =>
      program
        ? `Walletdock no pudo decodificar una instrucción para el programa ${program} (sus cuentas pueden venir de una tabla de búsqueda de direcciones), así que no puede decirte lo que hace.`
        : 'Walletdock no pudo decodificar esta transacción, así que no puede decirte lo que hace.',
    trustApp: 'Continúa solo si confías plenamente en esta app.',
    setAuthority: (authority: string) => `Cambiar la autoridad de ${authority}`,
    assign: 'Asignar una cuenta a un programa',
    closeAccount: 'Cerrar una cuenta de token',
    undecoded: 'Instrucción que no se pudo decodificar',
    authorityTypes: {
      MintTokens: 'acuñación',
      FreezeAccount: 'congelación',
      AccountOwner: 'propietario de la cuenta',
      CloseAccount: 'cierre de cuenta',
    },
    rows: {
      account: 'Cuenta',
      authorityType: 'Autoridad',
      newAuthority: 'Nueva autoridad',
      none: 'Ninguna (eliminada)',
      program: 'Programa',
      destination: 'Destino',
    },
  },
  rows: {
    amount: 'Cantidad',
    to: 'Para',
    token: 'Token',
    spender: 'Gastador',
    operator: 'Operador',
    collection: 'Colección',
    contract: 'Contrato',
    function: 'Función',
    value: 'Valor',
    type: 'Tipo',
    app: 'App',
    chain: 'Cadena',
    from: 'De',
    items: 'Elementos',
    account: 'Cuenta',
    grantee: 'Otorgado a',
    expiry: 'Caduca',
    notShown: 'No mostrado',
  },
}
