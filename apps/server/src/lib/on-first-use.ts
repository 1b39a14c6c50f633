import { createRequire } from 'node:module';

const load = createRequire(import.meta.url);

/**
 * A CommonJS package read on its first use instead of at start: for the packages only some requests
 * need (the Scheda's .docx, rich text, mail; lib/zip reads yazl so too), which would otherwise add
 * their reading to every start (docs/decisions/0045-compiled-server.md). `T` is the package's type
 * (`typeof X` of an `import type X from 'package'`); the call gives the package itself, as `require`
 * would.
 */
export function onFirstUse<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= load(name) as T);
}
