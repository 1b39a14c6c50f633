import type { RouteOptions } from 'fastify';

type LifecycleHook = 'onRequest' | 'preValidation' | 'onSend' | 'onResponse' | 'onRequestAbort';

/**
 * Adds a hook to one route as it is registered (from an onRoute hook), first or last among the
 * route's own. A plugin whose hook concerns some routes only attaches it to those: the others do
 * not pay for a global hook that would only return.
 */
export function addRouteHook<H extends LifecycleHook>(
  route: RouteOptions,
  hook: H,
  fn: NonNullable<RouteOptions[H]>,
  at: 'first' | 'last',
) {
  const own = route[hook] === undefined ? [] : Array.isArray(route[hook]) ? route[hook] : [route[hook]];
  (route as Record<H, unknown>)[hook] = at === 'first' ? [fn, ...own] : [...own, fn];
}
