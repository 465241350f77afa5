/** The Web Lock the leading core holds (worker/leaderSync.ts; a lone SharedWorker core: worker/awaitContact.ts). */
export const LEADER_LOCK = 'walletdock-leader'
