import type { RouteObject } from 'react-router';
import { CHUNK_LOAD_TIMEOUT_MS } from '@crm/domain';

/**
 * A script chunk (or a language's texts) that failed to load, and what to do about it (spec
 * section 8): offline, the network error and a retry; after a new deployment, whose build no
 * longer holds the chunks this page was built with, one reload onto the new build.
 */

/** The messages browsers and the bundler give a failed dynamic import or preload. */
const CHUNK_ERROR =
  /dynamically imported module|module script failed|importing a module script|error loading dynamically imported|unable to preload css|failed to fetch|load failed|texts not loaded/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
}

/** The entry script this page runs: its hashed name is the build's identity. */
export function runningBuild(doc: Document = document): string | null {
  return doc.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]')?.getAttribute('src') ?? null;
}

export type DeploymentState = 'offline' | 'same' | 'new';

/** Asks the server for its index page: unreachable, the build this page runs, or another one. */
export async function deploymentState(build: string | null = runningBuild(), fetcher: typeof fetch = fetch): Promise<DeploymentState> {
  let html: string;
  try {
    const response = await fetcher(import.meta.env.BASE_URL, { cache: 'no-store', headers: { Accept: 'text/html' } });
    if (!response.ok) return 'offline';
    html = await response.text();
  } catch {
    return 'offline';
  }
  return build && !html.includes(build) ? 'new' : 'same';
}

const RELOADED_KEY = 'crm-reloaded-for-build';

/**
 * Reloads the page onto a new build once: a second failure on the same build shows the error
 * instead of reloading again (no loop). Returns whether it reloads.
 */
export function reloadOnceForNewBuild(build: string | null, reload: () => void = () => window.location.reload(), store: Storage = sessionStorage): boolean {
  const marker = build ?? 'unknown';
  if (store.getItem(RELOADED_KEY) === marker) return false;
  store.setItem(RELOADED_KEY, marker);
  reload();
  return true;
}

/** A chunk still loading after the spec's time-out (section 9) fails as a chunk that did not come. */
export function withChunkTimeout<T>(load: Promise<T>, ms: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`chunk load timed out after ${ms} ms`);
      error.name = 'ChunkLoadError';
      reject(error);
    }, ms);
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}

/** Every route's lazy load (its page, texts and definitions) under the chunk time-out. */
export function withChunkTimeouts(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const lazy = route.lazy;
    const wrapped = { ...route } as RouteObject;
    if (typeof lazy === 'function') wrapped.lazy = (() => withChunkTimeout(lazy())) as RouteObject['lazy'];
    if (route.children) wrapped.children = withChunkTimeouts(route.children);
    return wrapped;
  });
}
