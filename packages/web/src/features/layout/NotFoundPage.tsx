import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import { ErrorBlock } from '../../lib/error-block.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ErrorBlock status="empty" fullPage title={t('web.notFound.title')} description={t('web.notFound.description')}>
      <Button color="primary" onClick={() => navigate('/index', { replace: true })}>
        {t('web.common.backHome')}
      </Button>
    </ErrorBlock>
  );
}
