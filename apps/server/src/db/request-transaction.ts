import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Tx } from './client';

/**
 * One request's change and what must be committed with it (its Registro Attività entry) in one
 * transaction (decision 0029). The handler runs as usual on `app.db`; while it runs, `app.db` is the
 * request's transaction, opened before the handler (`eager`) or by the handler's first
 * `db.transaction(...)` (`lazy`: an upload first waits for its turn, holding no connection). The
 * transaction is not committed when the handler returns but when the answer is about to leave
 * (`finish`), after the last statements of the request have been added to it: a client is told of a
 * success only once it is committed, and a change is never committed without its entry.
 */
export type RequestWork = {
  /** Commits, after running `last` in the transaction; or rolls back. Once; later calls do nothing. */
  finish(commit: boolean, last?: (tx: Tx) => Promise<void>): Promise<void>;
};

type Store = { tx?: Tx; lazy: boolean; begin(): Promise<Tx>; finished: boolean };

const current = new AsyncLocalStorage<Store>();
/** Thrown inside the held transaction to roll it back; never leaves this module. */
const ROLLBACK = Symbol('rollback');

type Decision = { commit: boolean; last?: (tx: Tx) => Promise<void> };

/**
 * Starts one request's unit of work on `db` (the base database, not the scoped one): `run` runs the
 * handler in it, `work` finishes it when the answer is ready.
 */
export async function startRequestWork(
  db: Db,
  mode: 'eager' | 'lazy',
): Promise<{ work: RequestWork; run<T>(handler: () => Promise<T>): Promise<T> }> {
  let decide!: (d: Decision) => void;
  const decided = new Promise<Decision>((resolve) => (decide = resolve));
  let done: Promise<void> | undefined;
  let beginning: Promise<Tx> | undefined;
  const store: Store = {
    lazy: mode === 'lazy',
    finished: false,
    begin() {
      return (beginning ??= new Promise<Tx>((resolveTx, rejectTx) => {
        let opened = false;
        done = db
          .transaction(async (tx) => {
            opened = true;
            store.tx = tx;
            resolveTx(tx);
            const { commit, last } = await decided;
            if (!commit) throw ROLLBACK;
            await last?.(tx);
          })
          .catch((err: unknown) => {
            if (err === ROLLBACK) return;
            if (!opened) rejectTx(err);
            else throw err;
          });
      }));
    },
  };
  const work: RequestWork = {
    async finish(commit, last) {
      if (store.finished) return;
      store.finished = true;
      if (!done) return; // nothing was opened: nothing to commit
      decide({ commit, last });
      await done;
    },
  };
  if (mode === 'eager') await store.begin();
  return { work, run: (handler) => current.run(store, handler) };
}

/** A property of the database or transaction, its methods bound to it (not to the proxy). */
function bound(owner: object, prop: string | symbol): unknown {
  const value = Reflect.get(owner, prop, owner) as unknown;
  return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(owner) : value;
}

/**
 * The database as handlers and repositories see it: the request's transaction while one is open in
 * the current request, the database itself otherwise. In a lazy request, the first `transaction()`
 * opens the request's own.
 */
export function requestScopedDb(db: Db): Db {
  return new Proxy(db, {
    get(target, prop) {
      const store = current.getStore();
      if (store && !store.finished) {
        if (store.tx) return bound(store.tx, prop);
        if (store.lazy && prop === 'transaction') {
          return async <T>(run: (tx: Tx) => Promise<T>) => run(await store.begin());
        }
      }
      return bound(target, prop);
    },
  });
}

/**
 * Runs `fn` outside any request's transaction: what is built once and kept for every later request
 * (a prepared statement) must not be bound to the transaction of the request that built it.
 */
export const outsideRequestWork = <T>(fn: () => T): T => current.exit(fn);
