// npm run verify-log
// Verifies the Registro Attività's hash chain from its first entry (decision 0051) on the
// DATABASE_URL server or on the embedded one (start it here: the product must be stopped, as for a
// backup). Says in Italian whether the Registro is intact or where it breaks; exit code 0 when
// intact, 1 when it is not, 2 when it could not verify.
import { LOG_INTEGRITY_MSG, logIntegrityVerdict } from '@empowerment/shared/logs';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { consoleLog } from '../lib/console-log';
import { verifyLogChain } from '../modules/logs';

const config = loadConfig();
const database = await openDatabase(config, consoleLog);
let code = 2;
try {
  const result = await verifyLogChain(database.pool);
  console.log(logIntegrityVerdict(result));
  if (!result.intact) {
    console.log(LOG_INTEGRITY_MSG.breakCount(result.breakCount));
    for (const b of result.breaks) console.log(`  ${LOG_INTEGRITY_MSG.breakLine(b)}`);
  }
  if (result.redacted) console.log(LOG_INTEGRITY_MSG.redacted(result.redacted));
  if (result.pending) console.log(LOG_INTEGRITY_MSG.pending(result.pending));
  if (result.head) console.log(LOG_INTEGRITY_MSG.head(result.head.position, result.head.hash));
  console.log(LOG_INTEGRITY_MSG.duration(result.ms));
  code = result.intact ? 0 : 1;
} catch (err) {
  console.error(`${LOG_INTEGRITY_MSG.failed} ${err instanceof Error ? err.message : ''}`.trim());
} finally {
  await database.close();
}
process.exit(code);
