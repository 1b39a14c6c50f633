/**
 * How many failed sign-ins are tolerated (docs/decisions/0011-sign-in-limits.md). Counters live in
 * the login_failures table, so every API process shares them. "Known" means the account signed in
 * from that client address before; strangers only ever use up the budget of unknown clients.
 */
export const LOGIN_LIMITS = {
  /** One account from one client address, known or not. */
  client: { windowSec: 60 * 60, slowAfter: 5, blockAfter: 10 },
  /** One account from all the addresses it is not known at: the brute-force budget. */
  account: { windowSec: 60 * 60, slowAfter: 10, blockAfter: 20 },
  /** One address on all the accounts it is not known to: password spraying. */
  address: { windowSec: 15 * 60, slowAfter: 5, blockAfter: 10 },
  /** Wait before answering a suspect attempt. */
  delayMs: 1000,
  /** Addresses remembered per operator, and for how long after their last sign-in. */
  knownClients: { max: 5, keepSec: 90 * 24 * 60 * 60 },
  /**
   * Password hashing for sign-ins from unknown clients, all accounts together: on average a quarter
   * of one core, with a reserve of three seconds of hashing for a burst (decision 0026).
   */
  strangerHashing: { coreShare: 0.25, burstMs: 3000 },
} as const;

/**
 * The hashing time unknown clients may still spend: a bucket refilled at `coreShare` of one core,
 * holding at most `burstMs`. Each attempt is charged upfront what a hash has lately cost, so a
 * flood arriving all at once cannot slip in before the first is charged.
 */
export function createHashBudget({ coreShare, burstMs }: { coreShare: number; burstMs: number }, now = () => performance.now()) {
  let available = burstMs;
  let at = now();
  let costMs = 50; // until the first hash is measured
  return {
    /** Charges one hash; false (nothing charged) when the budget is spent. */
    take(): boolean {
      const t = now();
      available = Math.min(burstMs, available + (t - at) * coreShare);
      at = t;
      if (available < costMs) return false;
      available -= costMs;
      return true;
    },
    /** What a hash took: the next ones are charged about that (a queue's wait counts no more than 250 ms). */
    measured(ms: number) {
      costMs = 0.8 * costMs + 0.2 * Math.min(Math.max(ms, 5), 250);
    },
  };
}

type Scope = 'client' | 'account' | 'address';
/** Counters older than this are over in every scope. */
export const LONGEST_WINDOW_SEC = Math.max(LOGIN_LIMITS.client.windowSec, LOGIN_LIMITS.account.windowSec, LOGIN_LIMITS.address.windowSec);
const emailOf = (email: string) => email.trim().toLowerCase().slice(0, 320); // no address is longer

/** The counters an attempt on that account from that address counts on: the first two only when unknown. */
export function attemptKeys(email: string, address: string, known: boolean): Partial<Record<Scope, string>> {
  const account = emailOf(email);
  return {
    client: `client:${account}|${address}`,
    ...(known ? {} : { account: `account:${account}`, address: `ip:${address}` }),
  };
}

/** What the counts (after counting this attempt) call for. */
export function verdict(counts: Partial<Record<Scope, number>>): 'block' | 'slow' | 'go' {
  const scopes = Object.keys(counts) as Scope[];
  if (scopes.some((s) => counts[s]! > LOGIN_LIMITS[s].blockAfter)) return 'block';
  if (scopes.some((s) => counts[s]! > LOGIN_LIMITS[s].slowAfter)) return 'slow';
  return 'go';
}
