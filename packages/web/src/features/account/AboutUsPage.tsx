import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import DOMPurify from 'dompurify';
import { configQuery } from '../../lib/shared-queries.ts';
import { ABOUT_US_CONFIG, richTextQuery } from './api/account.ts';

declare const __APP_VERSION__: string;
const VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0';

/** /account/aboutUs: name, version and the about text (sanitised rich text from the configuration). */
export function AboutUsPage() {
  const { t } = useTranslation();
  const { data: config } = useQuery(configQuery(ABOUT_US_CONFIG));
  const richTextId = config?.configValue ?? '';
  const { data: richText, isFetched } = useQuery({ ...richTextQuery(richTextId), enabled: Boolean(richTextId) });
  const html = useMemo(() => (richText?.content ? DOMPurify.sanitize(richText.content) : ''), [richText]);

  return (
    <div style={{ padding: 16 }}>
      <header style={{ textAlign: 'center', padding: '24px 0' }}>
        <h1 style={{ fontSize: 22, margin: 0 }}>{t('common.appName')}</h1>
        <p style={{ color: '#999', margin: '8px 0 0' }}>{t('web.about.version', { version: VERSION })}</p>
      </header>
      {html ? (
        <article
          style={{ background: '#fff', borderRadius: 8, padding: 16, lineHeight: 1.7, overflowWrap: 'anywhere' }}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : (
        (isFetched || !richTextId) && <p style={{ textAlign: 'center', color: '#999' }}>{t('web.about.empty')}</p>
      )}
    </div>
  );
}
