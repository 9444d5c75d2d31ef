import 'antd-mobile/es/global/index.js';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startI18n } from './lib/i18n.ts';
import { applyRootFontSize } from './lib/root-font.ts';
import { AppProviders } from './app/providers.tsx';
import { AppRouter, createAppRouter } from './app/router.tsx';

applyRootFontSize();

/** A task boundary: what follows runs in a task of its own, with the main thread free between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Three tasks instead of one, each short enough that a tap between them is answered at once on a
// mid-range phone: the entry's modules run (this file), then the router starts (it matches the
// address and starts the route's loaders and chunks), then, with the stored language's texts in
// (zh-CN, the default, is bundled; a failed load still renders, in zh-CN), the first render
// begins. The first render is a transition, which React builds in slices with the main thread free
// in between (the pre-rendered frame is on screen meanwhile).
void (async () => {
  await nextTask();
  const router = createAppRouter();
  await startI18n().catch(() => undefined);
  await nextTask();
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <AppRouter router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
})();
