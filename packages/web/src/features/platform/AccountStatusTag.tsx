import { useTranslation } from 'react-i18next';
import Tag from 'antd-mobile/es/components/tag/index.js';
import { ACCOUNT_STATUS } from '@crm/domain';

const COLOURS: Record<string, string> = { [ACCOUNT_STATUS.normal]: 'success', [ACCOUNT_STATUS.disabled]: 'danger', [ACCOUNT_STATUS.underReview]: 'warning' };

export function AccountStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[status] ?? 'default'}>{t(`web.platform.status.${status === '1' ? 'disabled' : status === '2' ? 'underReview' : 'normal'}`)}</Tag>;
}
