import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
// Deep import: the antd-mobile barrel would drag its animation library onto the login route.
import ConfigProvider from 'antd-mobile/es/components/config-provider/index.js';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import type { Lang } from '@crm/domain';
import { i18n } from '../lib/i18n.ts';

type AntdLocale = typeof zhCN;

/** antd-mobile's own texts follow the app language; the other languages load when chosen. */
const ANTD_LOCALES: Record<Lang, () => Promise<AntdLocale>> = {
  'zh-CN': async () => zhCN,
  en: () => import('antd-mobile/es/locales/en-US').then((m) => m.default),
  'zh-TW': () => import('antd-mobile/es/locales/zh-TW').then((m) => m.default),
};

function LocaleBridge({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  const lang = instance.language as Lang;
  const [locale, setLocale] = useState<AntdLocale>(zhCN);
  useEffect(() => {
    let active = true;
    void (ANTD_LOCALES[lang] ?? ANTD_LOCALES['zh-CN'])().then((loaded) => {
      if (active) setLocale(loaded);
    });
    return () => {
      active = false;
    };
  }, [lang]);
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>;
}

/** App-wide providers. Server state (TanStack Query) is provided by the signed-in shell. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <LocaleBridge>{children}</LocaleBridge>
    </I18nextProvider>
  );
}
