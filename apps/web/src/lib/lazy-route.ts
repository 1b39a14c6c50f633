import { lazy, type ComponentType } from 'react';

/**
 * A route's `lazy` from a module and the name of its page component, so each screen
 * is its own chunk and the router waits for it before leaving the current page.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

/**
 * A component a module exports by name, as its own chunk: downloaded the first time it is drawn
 * (inside a Suspense), typed as the module exports it.
 */
export function lazyComponent<P extends object, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy<ComponentType<P>>(async () => ({ default: (await load())[name] }));
}
