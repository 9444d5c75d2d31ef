import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import Popup from 'antd-mobile/es/components/popup/index.js';
import TextArea from 'antd-mobile/es/components/text-area/index.js';
import { MAX_OPINION_LENGTH } from '@crm/domain';
import styles from './Audit.module.css';

/** The optional opinion of a batch agree or reject, and its confirmation. */
export function OpinionSheet({
  visible,
  title,
  confirmText,
  danger,
  loading,
  onConfirm,
  onClose,
}: {
  visible: boolean;
  title: string;
  confirmText: string;
  danger: boolean;
  loading: boolean;
  onConfirm: (opinion: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [opinion, setOpinion] = useState('');
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderRadius: '12px 12px 0 0', padding: 16 }}>
      <section aria-label={title} data-testid="audit-opinion-sheet">
        <h2 className={styles.sectionTitle} style={{ fontSize: 17 }}>
          {title}
        </h2>
        <div className={styles.fieldLabel}>{t('web.audit.opinion.label')}</div>
        <TextArea
          data-testid="audit-batch-opinion"
          value={opinion}
          onChange={setOpinion}
          placeholder={t('web.audit.opinion.placeholder')}
          maxLength={MAX_OPINION_LENGTH}
          showCount
          rows={4}
        />
        <div style={{ display: 'flex', gap: 12, marginTop: 16 }}>
          <Button block style={{ minHeight: 44 }} onClick={onClose}>
            {t('web.common.cancel')}
          </Button>
          <Button
            block
            color={danger ? 'danger' : 'primary'}
            style={{ minHeight: 44 }}
            loading={loading}
            data-testid="audit-batch-confirm"
            onClick={() => onConfirm(opinion)}
          >
            {confirmText}
          </Button>
        </div>
      </section>
    </Popup>
  );
}
