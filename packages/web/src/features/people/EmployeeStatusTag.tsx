import { useTranslation } from 'react-i18next';
import Tag from 'antd-mobile/es/components/tag/index.js';

/** An employee's status (spec section 4): '1' active, '2' frozen. */
export function EmployeeStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  const frozen = status === '2';
  return (
    <Tag color={frozen ? 'danger' : 'success'} fill="outline" data-testid="employee-status" data-status={frozen ? 'frozen' : 'active'}>
      {frozen ? t('web.people.status.frozen') : t('web.people.status.active')}
    </Tag>
  );
}
