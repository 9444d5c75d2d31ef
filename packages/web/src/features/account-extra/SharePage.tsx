import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import { BASENAME } from '../../lib/guard.ts';
import { feedback } from '../../lib/feedback.ts';
import { QrCode } from '../../lib/QrCode.tsx';

/** This deployment's mobile address: the same origin that served the page, so every install shares its own. */
export function appLink(origin: string = window.location.origin): string {
  return `${origin}${BASENAME}/`;
}

/** /account/share: share the app by link and QR code. */
export function SharePage() {
  const { t } = useTranslation();
  const link = appLink();
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      feedback.success(t('web.common.copied'));
    } catch {
      // Some browsers allow no clipboard access outside a secure context: the link stays on screen to copy by hand.
      feedback.toast(t('web.share.copyByHand'));
    }
  }
  return (
    <div style={{ padding: 16, textAlign: 'center' }}>
      <h2 style={{ margin: '8px 0' }}>{t('web.share.title')}</h2>
      <p style={{ color: '#86909c', margin: 0 }}>{t('web.share.hint')}</p>
      <QrCode text={link} label={t('web.share.qrLabel')} />
      <p data-testid="share-link" style={{ wordBreak: 'break-all', fontSize: 14 }}>
        {link}
      </p>
      <Button block color="primary" onClick={() => void copy()}>
        {t('web.share.copyLink')}
      </Button>
    </div>
  );
}
