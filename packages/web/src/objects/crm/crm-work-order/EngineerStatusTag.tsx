import Tag from 'antd-mobile/es/components/tag/index.js';
import { useTranslation } from 'react-i18next';
import { ENGINEER_STATUS, type EngineerStatus } from '@crm/domain';

/** Free green, busy orange, offline grey: what a dispatcher reads at a glance. */
const COLOR: Readonly<Record<EngineerStatus, string>> = {
  [ENGINEER_STATUS.free]: 'success',
  [ENGINEER_STATUS.busy]: 'warning',
  [ENGINEER_STATUS.offline]: 'default',
};

export function EngineerStatusTag({ status }: { status: EngineerStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOR[status]} fill="outline" data-testid="engineer-status" data-status={status}>
      {t(`entity.crmWorkOrder.engineerStatus.${status}`)}
    </Tag>
  );
}
