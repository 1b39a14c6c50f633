import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { MSG } from '@empowerment/shared';
import { AppError } from './app-error';
import { createLimiter, QueueFullError } from './concurrency-limit';

// Algorithm.Argon2id; the package's enum is a const enum, which isolated modules cannot read
const ARGON2ID = 2;

/**
 * argon2id costs tens of milliseconds of a whole core per call: a flood of sign-ins would take
 * every core and starve the other routes. Hashes run on all cores but one (at least one); a queue
 * long enough for a whole office signing in at nine (64, a few seconds of hashing) waits, and beyond
 * it a sign-in is refused at once (429) rather than slowing everyone.
 */
export const PASSWORD_HASH_LIMITS = { concurrency: Math.max(1, availableParallelism() - 1), maxQueue: 64 } as const;
const limited = createLimiter(PASSWORD_HASH_LIMITS);

async function withinLimit<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await limited(task);
  } catch (err) {
    if (err instanceof QueueFullError) throw new AppError('TOO_MANY_REQUESTS', MSG.tooManyAttempts);
    throw err;
  }
}

/** argon2id with the library's recommended memory and time costs. */
export const hashPassword = (password: string) => withinLimit(() => hash(password, { algorithm: ARGON2ID }));

export const verifyPassword = (passwordHash: string | null, password: string) =>
  withinLimit(async () => {
    if (!passwordHash) return false;
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
