import { AsyncLocalStorage } from "node:async_hooks";

// The tenant the app's database connections act for (decision 025). The app's pool (tenant-pool.ts)
// asks `currentTenant()` each time a query or transaction takes a connection and sets the session's
// `app.site_id` to it, which the row-level security policies compare every row's site_id with; no
// tenant means `app.site_id` is empty and every tenant-owned table looks empty.
//
// Two sources, the explicit one first:
// - `withTenant(siteId, fn)`: API handlers (withSite), the stock index build, tests.
// - resolvers registered by the site lookup: a page render (layout, page, nested server components,
//   metadata) cannot be wrapped in a function, so the site lookup records the request's site in a
//   request-scoped holder (React's per-request cache) and registers a resolver that reads it back.
//
// Both live on globalThis: Next bundles this module once per layer (pages, route handlers,
// instrumentation), and the one pool must hear all of them.

type Scope = { siteId: string | null };
type TenantRegistry = { storage: AsyncLocalStorage<Scope>; resolvers: Set<() => string | null | undefined> };

const registryKey = Symbol.for("dealer-platform.tenant");
type GlobalWithTenant = typeof globalThis & { [registryKey]?: TenantRegistry };

function registry(): TenantRegistry {
  const holder: GlobalWithTenant = globalThis;
  holder[registryKey] ??= { storage: new AsyncLocalStorage<Scope>(), resolvers: new Set() };
  return holder[registryKey];
}

/**
 * Runs `fn` with the app's database connections acting for `siteId` (its own rows only). `fn` may
 * return a Drizzle query as it is: a query runs when it is awaited, so its `then` is called here,
 * inside the scope, not by the caller's `await` outside it.
 */
export function withTenant<T>(siteId: string, fn: () => T | PromiseLike<T>): Promise<T> {
  return inScope({ siteId }, fn);
}

/** Runs `fn` acting for no tenant: every tenant-owned table looks empty to the app's connections. */
export function withoutTenant<T>(fn: () => T | PromiseLike<T>): Promise<T> {
  return inScope({ siteId: null }, fn);
}

function inScope<T>(scope: Scope, fn: () => T | PromiseLike<T>): Promise<T> {
  return registry().storage.run(scope, () => {
    try {
      const result = fn();
      return isThenable(result)
        ? new Promise<T>((resolve, reject) => {
            result.then(resolve, reject);
          })
        : Promise.resolve(result);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

function isThenable<T>(value: T | PromiseLike<T>): value is PromiseLike<T> {
  return typeof value === "object" && value !== null && typeof (value as { then?: unknown }).then === "function";
}

/**
 * Adds a source of the current request's tenant, asked when no `withTenant` scope is active. Returns
 * a function that removes it again.
 */
export function registerTenantResolver(resolve: () => string | null | undefined): () => void {
  const { resolvers } = registry();
  resolvers.add(resolve);
  return () => resolvers.delete(resolve);
}

/** The site the app's database connections act for here, or null for none. */
export function currentTenant(): string | null {
  const { storage, resolvers } = registry();
  const scope = storage.getStore();
  if (scope) return scope.siteId;
  for (const resolve of resolvers) {
    const siteId = resolve();
    if (siteId) return siteId;
  }
  return null;
}
