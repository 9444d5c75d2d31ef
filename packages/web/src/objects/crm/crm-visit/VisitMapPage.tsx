import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { tKey } from '../../../lib/i18n.ts';
import Button from 'antd-mobile/es/components/button/index.js';
import Input from 'antd-mobile/es/components/input/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import Popup from 'antd-mobile/es/components/popup/index.js';
import Tag from 'antd-mobile/es/components/tag/index.js';
import { formatDate, formatDateTime, pointOf, tenantSettingValue, type AddressValue, type RecordRow } from '@crm/domain';
import { feedback } from '../../../lib/feedback.ts';
import { HttpError } from '../../../lib/http.ts';
import { configQuery } from '../../../lib/shared-queries.ts';
import { usePreferencesStore } from '../../../stores/preferences.ts';
import { useSessionStore } from '../../../stores/session.ts';
import { UserPicker } from '../../../records/fields/input/UserFieldInput.tsx';
import { fromWallClock, parseDateOnly, dateOnly } from '../../../records/fields/zoned-time.ts';
import { manifestOf } from '../../../records/definitions.ts';
import { ScreenLoading } from '../../../records/view/ScreenState.tsx';
import { signStateColor, signStateLabel } from './sign-state.ts';
import type { SignInMarker } from './SignInMap.tsx';
import { daySignInsQuery, distanceText, FAR_SETTING, MAP_LIMIT, useSaveFarSetting } from './visit-api.ts';
import styles from './Visit.module.css';

const SignInMap = lazy(() => import('./SignInMap.tsx'));
const DatePicker = lazy(() => import('antd-mobile/es/components/date-picker/index.js'));

/** The instants a day (YYYY-MM-DD) begins and ends at in `timeZone`. */
function dayBounds(day: string, timeZone: string): { from: string; to: string } {
  const local = parseDateOnly(day)!;
  const next = new Date(local.getFullYear(), local.getMonth(), local.getDate() + 1);
  return { from: fromWallClock(local, timeZone), to: fromWallClock(next, timeZone) };
}

/** The day before a day (YYYY-MM-DD). */
function dayBefore(day: string): string {
  const local = parseDateOnly(day)!;
  return dateOnly(new Date(local.getFullYear(), local.getMonth(), local.getDate() - 1));
}

/** The tenant's sign-in threshold, and for an administrator the way to change it. */
function FarSetting() {
  const { t } = useTranslation();
  const isAdmin = useSessionStore((s) => s.info?.isAdmin === 1);
  const saved = useQuery(configQuery(FAR_SETTING));
  const value = tenantSettingValue('visitFarMeters', saved.data?.configValue);
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState('');
  const save = useSaveFarSetting();

  async function submit() {
    setError('');
    try {
      await save.mutateAsync(editing ?? '');
    } catch (failure) {
      setError(failure instanceof HttpError ? failure.message : t('web.http.unknownError'));
      return;
    }
    feedback.success(t('entity.crmVisit.map.saved'));
    setEditing(null);
  }

  return (
    <div className={styles.setting} data-testid="visit-far-setting">
      <span>
        {t('entity.crmVisit.map.farSetting')}: {t('entity.crmVisit.map.farValue', { value })}
      </span>
      {isAdmin && (
        <Button
          size="small"
          fill="none"
          color="primary"
          className={styles.settingButton}
          onClick={() => setEditing(String(value))}
          data-testid="visit-far-change"
        >
          {t('entity.crmVisit.map.change')}
        </Button>
      )}
      <Popup visible={editing !== null} onMaskClick={() => setEditing(null)} destroyOnClose>
        <div style={{ padding: 16, display: 'flex', flexDirection: 'column', gap: 12 }} data-testid="visit-far-sheet">
          <strong>{t('entity.crmVisit.map.settingTitle')}</strong>
          <div className={styles.weak}>{t('entity.crmVisit.map.settingHint')}</div>
          <Input
            className={styles.boxedInput}
            aria-label={t('entity.crmVisit.map.settingTitle')}
            type="number"
            inputMode="numeric"
            value={editing ?? ''}
            onChange={setEditing}
            data-testid="visit-far-input"
          />
          {error && (
            <div role="alert" style={{ color: 'var(--adm-color-danger)', fontSize: 13 }}>
              {error}
            </div>
          )}
          <div style={{ display: 'flex', gap: 8 }}>
            <Button block style={{ flex: 1 }} onClick={() => setEditing(null)}>
              {t('web.common.cancel')}
            </Button>
            <Button block style={{ flex: 2 }} color="primary" loading={save.isPending} onClick={() => void submit()} data-testid="visit-far-save">
              {t('web.common.save')}
            </Button>
          </div>
        </div>
      </Popup>
    </div>
  );
}

function SignInRow({ visit, timeZone, onOpen }: { visit: RecordRow; timeZone: string; onOpen: () => void }) {
  const { t } = useTranslation();
  const distance = typeof visit.signDistance === 'number' ? visit.signDistance : null;
  return (
    <button type="button" className={styles.signIn} onClick={onOpen} data-testid="sign-in-row">
      <span className={styles.signInHead}>
        <span>{String(visit.customerName ?? '')}</span>
        <Tag color={signStateColor(visit.signState)} fill="outline">
          {tKey(t, signStateLabel(visit.signState))}
        </Tag>
      </span>
      <span className={styles.weak}>
        {formatDateTime(String(visit.signTime), timeZone).slice(11)} · {String(visit.ownerId_dictText ?? '')}
        {distance !== null ? ` · ${t('entity.crmVisit.signPage.distance', { distance: distanceText(distance, t) })}` : ''}
      </span>
    </button>
  );
}

/**
 * The check-in map (issue 14): one day's sign-ins within the viewer's data scope, of everyone or
 * one person, as markers on the configured tiles and as a list (time, person, customer, distance,
 * what each was recorded as), which stands alone where tiles cannot be loaded. An administrator
 * changes the tenant's sign-in threshold here.
 */
export function VisitMapPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const [day, setDay] = useState(() => formatDate(new Date(), timeZone));
  const [person, setPerson] = useState<{ id: string; name: string } | null>(null);
  const [picking, setPicking] = useState<'day' | 'person' | null>(null);
  const [tilesUnavailable, setTilesUnavailable] = useState(false);
  const { from, to } = dayBounds(day, timeZone);
  const signIns = useQuery(daySignInsQuery(from, to, person?.id ?? null));
  const records = useMemo(() => signIns.data?.records ?? [], [signIns.data]);
  const markers = useMemo(
    () =>
      records.flatMap((visit): SignInMarker[] => {
        const point = pointOf(visit.signLocation as AddressValue | null);
        return point
          ? [
              {
                id: visit.id,
                ...point,
                state: String(visit.signState ?? ''),
                label: `${String(visit.customerName ?? '')} · ${String(visit.ownerId_dictText ?? '')}`,
              },
            ]
          : [];
      }),
    [records],
  );
  const view = manifestOf('crmVisit')?.routes.view ?? '/crm/crmVisitView';
  const open = (id: string) => void navigate(`${view}?id=${encodeURIComponent(id)}`);
  const total = signIns.data?.total ?? 0;

  return (
    <div className={styles.page} data-testid="visit-map">
      <List className={styles.filters}>
        <List.Item extra={day} onClick={() => setPicking('day')} data-testid="visit-map-day">
          {t('entity.crmVisit.map.date')}
        </List.Item>
        <List.Item extra={person?.name ?? t('entity.crmVisit.map.everyone')} onClick={() => setPicking('person')} data-testid="visit-map-person">
          {t('entity.crmVisit.map.person')}
        </List.Item>
        {person && (
          <List.Item onClick={() => setPerson(null)} data-testid="visit-map-everyone" arrowIcon={false}>
            <span style={{ color: 'var(--adm-color-primary)' }}>{t('entity.crmVisit.map.everyone')}</span>
          </List.Item>
        )}
      </List>
      <FarSetting />
      {tilesUnavailable && (
        <div role="status" className={styles.notice} data-testid="visit-map-tiles-unavailable">
          {t('entity.crmVisit.map.tilesUnavailable')}
        </div>
      )}
      <div className={styles.mapBox} style={{ marginTop: 8 }}>
        <Suspense fallback={<div style={{ height: 280, background: '#eef0f3', borderRadius: 4 }} />}>
          <SignInMap markers={markers} onOpen={open} onTilesUnavailable={() => setTilesUnavailable(true)} />
        </Suspense>
      </div>
      {total > 0 && (
        <div className={styles.summary} data-testid="visit-map-count">
          {t('entity.crmVisit.map.count', { count: total })}
          {total > MAP_LIMIT ? ` · ${t('entity.crmVisit.map.more', { count: MAP_LIMIT })}` : ''}
        </div>
      )}
      {signIns.isLoading ? (
        <ScreenLoading />
      ) : records.length === 0 ? (
        <div className={styles.empty} role="status" data-testid="visit-map-empty">
          <span>{t('entity.crmVisit.map.empty')}</span>
          <Button size="small" fill="outline" color="primary" className={styles.settingButton} onClick={() => setDay(dayBefore(day))}>
            {t('entity.crmVisit.map.dayBefore')}
          </Button>
        </div>
      ) : (
        <div className={styles.signIns} data-testid="visit-map-list">
          {records.map((visit) => (
            <SignInRow key={visit.id} visit={visit} timeZone={timeZone} onOpen={() => open(visit.id)} />
          ))}
        </div>
      )}
      {picking === 'day' && (
        <Suspense fallback={null}>
          <DatePicker
            visible
            title={t('entity.crmVisit.map.date')}
            value={parseDateOnly(day)}
            max={parseDateOnly(formatDate(new Date(), timeZone)) ?? undefined}
            onClose={() => setPicking(null)}
            onConfirm={(value) => setDay(dateOnly(value))}
            confirmText={t('web.common.ok')}
            cancelText={t('web.common.cancel')}
          />
        </Suspense>
      )}
      <UserPicker
        visible={picking === 'person'}
        title={t('entity.crmVisit.map.person')}
        onClose={() => setPicking(null)}
        onPick={(user) => setPerson({ id: user.id, name: user.realname || user.username })}
      />
    </div>
  );
}
