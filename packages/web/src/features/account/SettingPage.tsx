import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import List from 'antd-mobile/es/components/list/index.js';
import Switch from 'antd-mobile/es/components/switch/index.js';
import { CheckOutline } from 'antd-mobile-icons';
import { LANGS, type Lang } from '@crm/domain';
import { applyLanguage, currentLanguage, tKey } from '../../lib/i18n.ts';
import { feedback } from '../../lib/feedback.ts';
import { useOpenedOnce } from '../../lib/lazy-overlay.ts';
import { usePreferencesStore } from '../../stores/preferences.ts';
import { useSessionStore } from '../../stores/session.ts';
import { useClearCache, useUserSetting } from './api/account.ts';
import { TIME_ZONES, zoneLabel } from './time-zones.ts';

// The time-zone picker (and the animation library under it) loads when first opened.
const Picker = lazy(() => import('antd-mobile/es/components/picker/index.js'));

/** /account/setting: language, time zone, floating button, cache; for administrators, the approval flows. */
export function SettingPage() {
  const navigate = useNavigate();
  const { t, i18n } = useTranslation();
  const lang = (i18n.language as Lang) ?? currentLanguage();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const hideFloating = usePreferencesStore((s) => s.hideFloatingButton);
  const isAdmin = useSessionStore((s) => s.info?.isAdmin === 1);
  const [zonePickerOpen, setZonePickerOpen] = useState(false);
  const zonePickerWanted = useOpenedOnce(zonePickerOpen);
  const saveSetting = useUserSetting();
  const zoneName = (zone: string) => (i18n.exists(`web.setting.zones.${zone}`) ? tKey(t, `web.setting.zones.${zone}`) : null);
  const clearCache = useClearCache();

  async function chooseLanguage(next: Lang) {
    if (next === lang) return;
    // Applied at once and stored locally; the server keeps it for the next login.
    await applyLanguage(next);
    saveSetting.mutate({ lang: next });
  }

  function chooseZone(zone: string) {
    usePreferencesStore.getState().setTimeZone(zone);
    saveSetting.mutate({ timeZone: zone }, { onSuccess: () => feedback.success(t('web.setting.saved')) });
  }

  return (
    <div>
      <List header={t('web.setting.language')}>
        {LANGS.map((code) => (
          <List.Item
            key={code}
            data-testid={`lang-${code}`}
            aria-current={code === lang ? 'true' : undefined}
            onClick={() => void chooseLanguage(code)}
            arrowIcon={false}
            extra={code === lang ? <CheckOutline color="var(--adm-color-primary)" /> : null}
          >
            {t(`web.setting.languages.${code}`)}
          </List.Item>
        ))}
      </List>
      <List style={{ marginTop: 12 }}>
        <List.Item onClick={() => setZonePickerOpen(true)} extra={zoneLabel(timeZone, lang, zoneName)}>
          {t('web.setting.timeZone')}
        </List.Item>
        <List.Item
          extra={
            <Switch
              checked={hideFloating}
              aria-label={t('web.setting.hideFloatingButton')}
              onChange={(checked) => usePreferencesStore.getState().setHideFloatingButton(checked)}
            />
          }
        >
          {t('web.setting.hideFloatingButton')}
        </List.Item>
        <List.Item onClick={() => clearCache.mutate(undefined, { onSuccess: () => feedback.success(t('web.setting.cacheCleared')) })}>
          {t('web.setting.clearCache')}
        </List.Item>
      </List>
      <List style={{ marginTop: 12 }}>
        <List.Item data-testid="open-msgSetting" onClick={() => navigate('/account/msgSetting')}>
          {t('web.route.msgSetting')}
        </List.Item>
        <List.Item onClick={() => navigate('/account/share')}>{t('web.route.share')}</List.Item>
        <List.Item onClick={() => navigate('/account/tvApp')}>{t('web.route.tvApp')}</List.Item>
      </List>
      {isAdmin && (
        <List style={{ marginTop: 12 }}>
          <List.Item data-testid="open-auditFlow" onClick={() => navigate('/sys/sysAuditFlow')}>
            {t('web.setting.auditFlow')}
          </List.Item>
          <List.Item data-testid="open-companySetting" onClick={() => navigate('/account/companySetting')}>
            {t('web.companyProfile.entry')}
          </List.Item>
        </List>
      )}
      {zonePickerWanted && (
        <Suspense fallback={null}>
          <Picker
            visible={zonePickerOpen}
            onClose={() => setZonePickerOpen(false)}
            title={t('web.setting.timeZone')}
            value={[timeZone]}
            columns={[TIME_ZONES.map((zone) => ({ label: zoneLabel(zone, lang, zoneName), value: zone }))]}
            onConfirm={(value) => {
              const zone = value[0];
              if (typeof zone === 'string') chooseZone(zone);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
