import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import { ErrorBlock } from './error-block.tsx';

/** A load that failed, said in place with a way to try again (a 44 px button), for a screen whose whole content is one answer. */
export function LoadFailed({ error, retry, testId }: { error: Error; retry(): void; testId: string }) {
  const { t } = useTranslation();
  return (
    <ErrorBlock status="default" title={t('web.common.loadFailed')} description={error.message}>
      <Button color="primary" style={{ minHeight: 44 }} onClick={retry} data-testid={testId}>
        {t('web.common.retry')}
      </Button>
    </ErrorBlock>
  );
}
