import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import List from 'antd-mobile/es/components/list/index.js';
import Switch from 'antd-mobile/es/components/switch/index.js';
import { feedback } from '../../lib/feedback.ts';
import { msgSettingQuery, useSaveMsgSetting } from './api/account-extra.ts';

/** /account/msgSetting: one switch per message type; the server stops listing and delivering switched-off types. */
export function MsgSettingPage() {
  const { t } = useTranslation();
  const { data: settings, isError } = useQuery(msgSettingQuery());
  const save = useSaveMsgSetting();
  if (isError) return <p style={{ padding: 16, color: '#ff3141' }}>{t('web.common.loadFailed')}</p>;
  if (!settings) return <p style={{ padding: 16, color: '#86909c' }}>{t('web.common.loading')}</p>;
  return (
    <List header={t('web.msgSetting.header')} data-testid="msg-settings">
      {settings.map((setting) => (
        <List.Item
          key={setting.type}
          description={t(`web.msgSetting.hint.${setting.type}`)}
          extra={
            <Switch
              aria-label={t(`web.msgSetting.type.${setting.type}`)}
              checked={setting.enabled}
              loading={save.isPending && save.variables?.type === setting.type}
              onChange={(enabled) => save.mutateAsync({ type: setting.type, enabled }).then(() => feedback.success(t('web.common.operationSuccess')))}
            />
          }
        >
          {t(`web.msgSetting.type.${setting.type}`)}
        </List.Item>
      ))}
    </List>
  );
}
