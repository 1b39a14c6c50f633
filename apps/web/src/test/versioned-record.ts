import { MSG, VERSION_HEADER, versionTag } from '@empowerment/shared';
import type { FakeReply, FakeRequest } from './fake-api';

/**
 * A record as the server keeps it against lost updates: a save sent with another version than
 * the stored one (If-Match) is refused with 409 `stale` and changes nothing; any other save
 * stores the body under a new version. `saveElsewhere` is another operator's save.
 */
export function versionedRecord<T extends { UpdatedAt: string }>(initial: T) {
  let record = initial;
  const newVersion = () => new Date(Date.parse(record.UpdatedAt) + 60_000).toISOString();
  return {
    get current() {
      return record;
    },
    read: (): FakeReply => ({ status: 200, body: record }),
    save: ({ headers, body }: FakeRequest): FakeReply => {
      const sent = headers.get(VERSION_HEADER);
      if (sent !== null && sent !== versionTag(record.UpdatedAt)) return { status: 409, body: { error: MSG.staleSave, stale: true } };
      record = { ...record, ...(body as Partial<T>), UpdatedAt: newVersion() };
      return { status: 200, body: record };
    },
    saveElsewhere: (changes: Partial<T>) => {
      record = { ...record, ...changes, UpdatedAt: newVersion() };
    },
  };
}
