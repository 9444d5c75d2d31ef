import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Button from 'antd-mobile/es/components/button/index.js';
import { RightOutline } from 'antd-mobile-icons';
import type { ShareableObject } from '@crm/domain';
import { feedback } from '../feedback.ts';
import { usePermission } from '../permission.tsx';
import { QrCode } from '../QrCode.tsx';
import { CONTENT_VISITS_PATH, revokeShare, shareRecord, shareUrl } from './share-link-api.ts';
import styles from './SharePanel.module.css';

/** The visitor view's right (app/content-routes.tsx). */
const VISITS_PERMISSION = 'cms:cmsArticle:list';

export interface SharePanelProps {
  apiName: ShareableObject;
  recordId: string;
  /** What the share sheet sends beside the link. */
  title: string;
}

/**
 * On an article's or a document's detail screen (issue 20): the user's own link to it for
 * customers, copied, sent with the phone's share sheet or shown as a QR code to scan or save, and
 * revoked once confirmed; the visits
 * of the user's links one tap away. Shared by both objects' web folders (an object imports no
 * other), and knowing no record screen: the object's panel hands it the record.
 */
export function SharePanel({ apiName, recordId, title }: SharePanelProps) {
  const { t } = useTranslation();
  const can = usePermission();
  const linkBox = useRef<HTMLInputElement>(null);
  // A refusal (a draft article, 422) is toasted by the http layer; the button stays to try again once published.
  const share = useMutation({ mutationFn: () => shareRecord(apiName, recordId) });
  const revoke = useMutation({
    mutationFn: revokeShare,
    onSuccess: () => {
      share.reset();
      feedback.success(t('web.contentShare.revoked'));
    },
  });
  const current = share.data;
  const link = current ? shareUrl(current) : null;
  const canSend = typeof navigator.share === 'function';

  async function copy(url: string) {
    try {
      // Absent outside a secure context (a plain http address, some in-app browsers): thrown here like a refusal.
      await navigator.clipboard.writeText(url);
      feedback.success(t('web.common.copied'));
    } catch {
      linkBox.current?.focus();
      linkBox.current?.select();
      feedback.toast(t('web.contentShare.copyByHand'));
    }
  }

  async function send(url: string) {
    try {
      await navigator.share({ title, url });
    } catch (error) {
      // Closing the share sheet is no failure; a browser that refuses to share leaves copying.
      if ((error as Error).name !== 'AbortError') await copy(url);
    }
  }

  async function revokeLink(key: string) {
    if (!(await feedback.confirm({ content: t('web.contentShare.revokeConfirm') }))) return;
    revoke.mutate(key);
  }

  return (
    <section className={styles.panel} data-testid="share-panel">
      <h3 className={styles.title}>{t('web.contentShare.title')}</h3>
      {current && link ? (
        <>
          <label className={styles.label} htmlFor={`share-link-${recordId}`}>
            {t('web.contentShare.linkLabel')}
          </label>
          <input
            ref={linkBox}
            id={`share-link-${recordId}`}
            className={styles.link}
            value={link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            data-testid="share-link"
          />
          <QrCode text={link} label={t('web.contentShare.qrLabel')} size={160} />
          <p className={styles.hint}>{t('web.contentShare.qrHint')}</p>
          <div className={styles.buttons}>
            <Button color="primary" fill="outline" onClick={() => void copy(link)} data-testid="share-copy">
              {t('web.contentShare.copy')}
            </Button>
            {canSend && (
              <Button color="primary" onClick={() => void send(link)} data-testid="share-send">
                {t('web.contentShare.send')}
              </Button>
            )}
            <Button color="danger" fill="outline" loading={revoke.isPending} onClick={() => void revokeLink(current.key)} data-testid="share-revoke">
              {t('web.contentShare.revoke')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className={styles.hint}>{t('web.contentShare.hint')}</p>
          <Button block color="primary" className={styles.target} loading={share.isPending} onClick={() => share.mutate()} data-testid="share-create">
            {t('web.contentShare.create')}
          </Button>
        </>
      )}
      {can(VISITS_PERMISSION) && (
        <Link to={CONTENT_VISITS_PATH} className={styles.row} data-testid="share-visits">
          <span>{t('web.contentShare.visits')}</span>
          <RightOutline />
        </Link>
      )}
    </section>
  );
}
