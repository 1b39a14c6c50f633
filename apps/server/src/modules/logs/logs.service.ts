import type { LogCreate, LogEntry } from '@empowerment/shared/logs';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { CurrentOperator } from '../../plugins/auth';
import { beneficiaryExists } from '../beneficiaries';
import { createLog } from './logs.repository';

/**
 * An entry the web app writes itself (a cost's confirmation changed, for one). It is recorded like
 * the entries of the audit hook: the verb and status of the call that wrote it, the caller.
 */
export async function recordClientLog(db: Db, operator: CurrentOperator, input: LogCreate): Promise<LogEntry> {
  const beneficiaryId = input.beneficiary_id ?? null;
  if (beneficiaryId !== null && !(await beneficiaryExists(db, beneficiaryId))) throw notFound();
  return createLog(db, {
    action: 'post',
    entity: input.entita,
    notes: input.notes,
    beneficiaryId,
    operator,
    statusCode: 201,
  });
}
