import 'antd-mobile/es/global/index.js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './lib/i18n.ts';
import { applyRootFontSize } from './lib/root-font.ts';
import { AppProviders } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';

initI18n();
applyRootFontSize();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
