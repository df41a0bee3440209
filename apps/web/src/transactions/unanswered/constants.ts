/** localStorage key of the requests a wallet has not answered yet (no hash, no batch id to follow). */
export const UNANSWERED_RECORDS_KEY = 'stardust:unanswered'
