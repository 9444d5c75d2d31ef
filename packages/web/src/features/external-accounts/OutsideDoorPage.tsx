import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
// Deep import: this page is part of the root layout, which the login route loads too.
import Button from 'antd-mobile/es/components/button/index.js';
import type { Door } from '../../lib/guard.ts';
import { usePageTitle } from '../../lib/route-handle.ts';

/**
 * What a signed-in account meets on a page its door does not open (a partner on a staff page, a
 * customer on a partner's): why, and the way back to its own home. Nothing happens to the session,
 * and no staff call is made: the root layout shows this in place of the page.
 */
export function OutsideDoorPage({ door, owner }: { door: Door; owner: Door }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Its own title, not the title of the page it stands in for.
  usePageTitle({ title: t('web.door.title') });
  return (
    <main data-testid="outside-door" style={{ padding: '96px 24px 24px', textAlign: 'center' }}>
      <h1 style={{ margin: 0, fontSize: 20 }}>{t('web.door.title')}</h1>
      <p style={{ margin: '12px 0 24px', color: '#86909c', lineHeight: 1.6 }}>{t(owner === door ? 'web.door.notYet' : `web.door.${owner}`)}</p>
      {/* '/' leads every account to its own home. */}
      <Button color="primary" style={{ minHeight: 44 }} data-testid="outside-door-home" onClick={() => void navigate('/', { replace: true })}>
        {t('web.door.backToMyHome')}
      </Button>
    </main>
  );
}
