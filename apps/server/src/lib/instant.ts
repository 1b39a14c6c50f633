let last = 0;

/**
 * Now, as an ISO timestamp in microseconds that never repeats nor goes back within the process:
 * the wall clock's milliseconds, and one microsecond more than the last answer when the clock has
 * not moved on (or was set back). What is stamped in this order is listed in this order, also when
 * it is written to the database in another one.
 */
export function instant(): string {
  last = Math.max(Date.now() * 1000, last + 1);
  const ms = Math.floor(last / 1000);
  return new Date(ms).toISOString().replace('Z', `${String(last % 1000).padStart(3, '0')}Z`);
}
