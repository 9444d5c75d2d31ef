import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import List from 'antd-mobile/es/components/list/index.js';
import Tag from 'antd-mobile/es/components/tag/index.js';
import { devicesQuery } from './api.ts';
import { PortalFrame, PortalState } from './PortalFrame.tsx';
import styles from './portal.module.css';

function Devices() {
  const { t } = useTranslation();
  const { data, isError } = useQuery(devicesQuery());
  if (!data) return <PortalState failed={isError} />;
  if (data.length === 0) return <p style={{ color: '#86909c' }}>{t('web.terminal.empty')}</p>;
  return (
    <List data-testid="devices">
      {data.map((device) => (
        <List.Item
          key={device.id}
          className={styles.target}
          description={[
            device.model,
            device.serialNo && `${t('web.terminal.serialNo')} ${device.serialNo}`,
            device.warrantyEnd && `${t('web.terminal.warranty')} ${device.warrantyStart ?? ''} ~ ${device.warrantyEnd}`,
          ]
            .filter(Boolean)
            .join(' · ')}
          extra={
            <Tag color={device.underWarranty ? 'success' : 'default'}>
              {t(device.underWarranty ? 'web.terminal.underWarranty' : 'web.terminal.outOfWarranty')}
            </Tag>
          }
        >
          {device.name}
        </List.Item>
      ))}
    </List>
  );
}

/** /terminal/deviceList: the customer's devices, with whether each is under warranty today. */
export function DeviceListPage() {
  const { t } = useTranslation();
  return (
    <PortalFrame title={t('web.terminal.routeDeviceList')}>
      <Devices />
    </PortalFrame>
  );
}
