import { useTranslation } from 'react-i18next';
import { CloseOutline } from 'antd-mobile-icons';
import styles from './People.module.css';

/** A sheet's title and its close button. */
export function PickerHeader({ title, onClose }: { title: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.sheetHead}>
      <span className={styles.sheetTitle}>{title}</span>
      <button type="button" className={styles.iconButton} aria-label={t('web.people.picker.close')} onClick={onClose}>
        <CloseOutline />
      </button>
    </div>
  );
}
