import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import { ACCOUNT_STATUS, formatDate } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { loadObjectTexts } from '../../lib/i18n.ts';
import { usePreferencesStore } from '../../stores/preferences.ts';
import { accountViewQuery, useChangeAccountStatus, useExtendAccount, useSetSeatLimit } from './api/platform.ts';
import { AccountStatusTag } from './AccountStatusTag.tsx';
import { PlatformScope } from './PlatformScope.tsx';

/** The new end: a year after today or after the current end, whichever is later (a renewal never shortens). */
export function oneYearOn(endTime: string | null, now: Date = new Date()): string {
  const from = endTime && new Date(endTime).getTime() > now.getTime() ? new Date(endTime) : now;
  const next = new Date(from);
  next.setFullYear(next.getFullYear() + 1);
  return next.toISOString();
}

function AccountView({ id }: { id: string }) {
  const { t } = useTranslation();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const { data: account, isError } = useQuery(accountViewQuery(id));
  const extend = useExtendAccount();
  const changeStatus = useChangeAccountStatus();
  const [endDate, setEndDate] = useState('');
  const setSeatLimit = useSetSeatLimit();
  const [seats, setSeats] = useState('');
  const usedObjects = account?.usage.map((row) => row.apiName).join() ?? '';
  useEffect(() => {
    // The usage rows name objects by their labels, which load with an object's screens: here, with the rows.
    if (usedObjects) loadObjectTexts(usedObjects.split(',')).catch(() => undefined);
  }, [usedObjects]);
  if (isError) return <p style={{ padding: 16, color: '#ff3141' }}>{t('web.common.loadFailed')}</p>;
  if (!account) return <p style={{ padding: 16, color: '#86909c' }}>{t('web.common.loading')}</p>;

  async function extendTo(endTime: string) {
    await extend.mutateAsync({ id, endTime });
    feedback.success(t('web.platform.extended'));
  }
  /** A whole number of seats, or empty for no cap. */
  async function saveSeats() {
    const seatLimit = seats.trim() === '' ? null : Number(seats);
    if (seatLimit !== null && (!Number.isInteger(seatLimit) || seatLimit < 1)) {
      feedback.toast(t('web.platform.seatsInvalid'));
      return;
    }
    await setSeatLimit.mutateAsync({ id, seatLimit });
    setSeats('');
    feedback.success(t('web.common.operationSuccess'));
  }
  async function setStatus(status: '0' | '1', confirmKey: 'web.platform.disableConfirm' | 'web.platform.enableConfirm' | 'web.platform.approveConfirm') {
    if (!(await feedback.confirm({ content: t(confirmKey, { name: account!.name }) }))) return;
    await changeStatus.mutateAsync({ id, status });
    feedback.success(t('web.common.operationSuccess'));
  }

  return (
    <div>
      <List header={account.name} data-testid="account-view">
        <List.Item extra={<AccountStatusTag status={account.status} />}>{t('web.platform.statusLabel')}</List.Item>
        <List.Item extra={account.endTime ? formatDate(account.endTime, timeZone) : t('web.platform.noEnd')}>{t('web.platform.endTime')}</List.Item>
        <List.Item extra={account.usersCount}>{t('web.platform.users')}</List.Item>
        {account.usersByType.map((row) => (
          <List.Item key={row.userType} extra={row.count} style={{ paddingLeft: 24 }}>
            {t(`web.platform.userType.${row.userType}`, { defaultValue: row.userType })}
          </List.Item>
        ))}
        <List.Item extra={account.recordsCount}>{t('web.platform.records')}</List.Item>
        {account.usage.map((row) => (
          <List.Item key={row.apiName} extra={row.count} style={{ paddingLeft: 24 }}>
            {t(`entity.${row.apiName}.label`, { defaultValue: row.apiName })}
          </List.Item>
        ))}
      </List>
      <List header={t('web.platform.administrators')}>
        {account.administrators.map((admin) => (
          <List.Item key={admin.username} description={admin.phone ?? undefined} extra={admin.username}>
            {admin.realname}
          </List.Item>
        ))}
      </List>
      <List header={t('web.platform.seats')}>
        <List.Item extra={account.seatLimit ?? t('web.platform.noSeatLimit')} description={t('web.platform.activeStaff', { count: account.activeStaff ?? 0 })}>
          {t('web.platform.seatLimit')}
        </List.Item>
        <List.Item
          extra={
            <Button size="small" style={{ minHeight: 44 }} loading={setSeatLimit.isPending} data-testid="seats-save" onClick={() => void saveSeats()}>
              {t('web.common.save')}
            </Button>
          }
        >
          <input
            type="number"
            min={1}
            inputMode="numeric"
            data-testid="seats-input"
            aria-label={t('web.platform.newSeatLimit')}
            placeholder={t('web.platform.newSeatLimit')}
            value={seats}
            onChange={(e) => setSeats(e.target.value)}
            style={{ minHeight: 44, width: '100%', border: 'none', fontSize: 15 }}
          />
        </List.Item>
      </List>
      <List header={t('web.platform.extend')}>
        <List.Item>
          <Button block color="primary" loading={extend.isPending} data-testid="extend-year" onClick={() => void extendTo(oneYearOn(account.endTime))}>
            {t('web.platform.extendYear')}
          </Button>
        </List.Item>
        <List.Item
          extra={
            <Button size="small" disabled={!endDate} onClick={() => void extendTo(new Date(`${endDate}T23:59:59`).toISOString())}>
              {t('web.common.save')}
            </Button>
          }
        >
          <input type="date" aria-label={t('web.platform.newEndTime')} value={endDate} onChange={(e) => setEndDate(e.target.value)} />
        </List.Item>
      </List>
      <div style={{ padding: 16 }}>
        {account.status === ACCOUNT_STATUS.normal ? (
          <Button block color="danger" fill="outline" data-testid="disable-account" onClick={() => void setStatus('1', 'web.platform.disableConfirm')}>
            {t('web.platform.disable')}
          </Button>
        ) : (
          <Button
            block
            color="success"
            data-testid="enable-account"
            onClick={() => void setStatus('0', account.status === ACCOUNT_STATUS.underReview ? 'web.platform.approveConfirm' : 'web.platform.enableConfirm')}
          >
            {t(account.status === ACCOUNT_STATUS.underReview ? 'web.platform.approve' : 'web.platform.enable')}
          </Button>
        )}
      </div>
    </div>
  );
}

/** /plat/sysAccountView?id=: one enterprise account — status, users, usage — and the operator's actions on it. */
export function AccountViewPage() {
  const [params] = useSearchParams();
  return (
    <PlatformScope>
      <AccountView id={params.get('id') ?? ''} />
    </PlatformScope>
  );
}
