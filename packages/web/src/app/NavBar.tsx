import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LeftOutline } from 'antd-mobile-icons';
import { backTarget, historyIndex } from '../lib/route-handle.ts';
import styles from './RootLayout.module.css';

/** Goes one step back, or home when the page was opened without history (a reload, a shared link). */
function useGoBack(): () => void {
  const navigate = useNavigate();
  return () => {
    const target = backTarget(historyIndex());
    if (target === -1) void navigate(-1);
    else void navigate(target, { replace: true });
  };
}

/**
 * The navigation bar of a page below the tabs (spec section 2, `isBack`): its title, the record it
 * acts on, and Back. Plain markup, loaded with the first page that has it (RootLayout.tsx).
 */
export function NavBar({ title, subject }: { title: string; subject?: string }) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  return (
    <header className={styles.navBar} data-testid="nav-bar">
      <button type="button" className={styles.navBack} onClick={goBack} aria-label={t('web.common.back')} data-testid="nav-back">
        <LeftOutline />
      </button>
      <div className={styles.navTitle}>
        <h1 data-testid="nav-title">{title}</h1>
        {subject && <p data-testid="nav-subject">{subject}</p>}
      </div>
      <span className={styles.navSide} aria-hidden="true" />
    </header>
  );
}
