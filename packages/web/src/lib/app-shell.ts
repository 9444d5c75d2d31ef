/**
 * index.html paints the page's frame before any JavaScript runs (scripts/app-shell.ts); it goes
 * in the same frame as React's first route, which takes its place.
 */
export function dismissAppShell(): void {
  document.getElementById('app-shell')?.replaceChildren();
}
