import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LeftOutline } from 'antd-mobile-icons';
import styles from './Preview.module.css';

/** Whether the app has a page to go back to (react-router numbers the entries of its history). */
const hasHistory = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/**
 * The previews' bar: back to the page that opened the file (when the preview was opened from one;
 * a link opened on its own has the download as its way on), the file's name, its download.
 */
export function PreviewBar({ title, download }: { title: string; download: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <header className={styles.bar}>
      {hasHistory() && (
        <button type="button" className={styles.barButton} aria-label={t('web.preview.back')} onClick={() => void navigate(-1)} data-testid="preview-back">
          <LeftOutline fontSize={20} />
        </button>
      )}
      <h1 className={styles.title} data-testid="preview-title">
        {title}
      </h1>
      {download && (
        <a className={styles.barButton} href={download} download data-testid="preview-download">
          {t('web.preview.download')}
        </a>
      )}
    </header>
  );
}
