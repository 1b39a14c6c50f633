import type { z } from 'zod';

/** The field messages of a failed parse, by path; {} when it passed. */
export const messagesOf = (result: z.ZodSafeParseResult<unknown>) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

/** The first message of a failed parse of a single value, or undefined when it passed. */
export const messageOf = (result: z.ZodSafeParseResult<unknown>) => result.error?.issues[0]?.message;
