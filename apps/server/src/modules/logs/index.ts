/** What other modules and the app may use of the logs module: the Registro's chain (decision 0051). */
export { sealPendingEntries, startLogSealer, verifyLogChain } from './log-chain';
/**
 * For anonymisation and retention: rewrites entries on purpose and records it (decision 0051).
 * @public
 */
export { redactLogEntries } from './log-chain';
