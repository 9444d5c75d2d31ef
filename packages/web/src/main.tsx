import 'antd-mobile/es/global/index.js';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startI18n } from './lib/i18n.ts';
import { applyRootFontSize } from './lib/root-font.ts';
import { AppProviders } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';

applyRootFontSize();

// The stored language's texts load before the first render (zh-CN, the default, is bundled); the
// router has already started loading the route meanwhile. A failed load still renders, in zh-CN.
// The first render is a transition, which React builds in slices with the main thread free in
// between (the pre-rendered frame is on screen meanwhile), not in one long task.
void startI18n()
  .catch(() => undefined)
  .then(() => {
    const root = createRoot(document.getElementById('root')!);
    startTransition(() =>
      root.render(
        <StrictMode>
          <AppProviders>
            <AppRouter />
          </AppProviders>
        </StrictMode>,
      ),
    );
  });
