import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import { formatDateTime, type EmployeeView } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { useOpenedOnce } from '../../lib/lazy-overlay.ts';
import { usePermission } from '../../lib/permission.tsx';
import { usePageTitle } from '../../lib/route-handle.ts';
import { useSessionStore } from '../../stores/session.ts';
import { usePreferencesStore } from '../../stores/preferences.ts';
import { ScreenLoading, ScreenMessage } from '../../records/view/ScreenState.tsx';
import { employeeQuery, useFreezeEmployees } from './api/employees.ts';
import { EmployeeStatusTag } from './EmployeeStatusTag.tsx';
import { employeeEditPath, handoverPath } from './paths.ts';
import styles from './People.module.css';

const ResetPasswordDialog = lazy(() => import('./ResetPasswordDialog.tsx').then((m) => ({ default: m.ResetPasswordDialog })));

function Field({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  const { t } = useTranslation();
  const empty = children === null || children === undefined || children === '';
  return (
    <List.Item
      data-testid={`employee-view-${testId}`}
      extra={empty ? <span style={{ color: 'var(--adm-color-light)' }}>{t('web.people.view.none')}</span> : children}
    >
      {label}
    </List.Item>
  );
}

function EmployeeDetails({ employee }: { employee: EmployeeView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = usePermission();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const self = useSessionStore((s) => s.info?.id) === employee.id;
  const [resetting, setResetting] = useState(false);
  const resetWanted = useOpenedOnce(resetting);
  const freeze = useFreezeEmployees();
  const frozen = employee.status === '2';
  const name = employee.realname || employee.username;

  async function toggleFrozen() {
    const agreed = await feedback.confirm({
      title: frozen ? t('web.people.view.unfreeze') : t('web.people.view.freeze'),
      content: t(frozen ? 'web.people.view.unfreezeConfirm' : 'web.people.view.freezeConfirm', { name }),
    });
    if (!agreed) return;
    try {
      await freeze.mutateAsync({ ids: employee.id, status: frozen ? '1' : '2' });
    } catch {
      // The HTTP client said why.
      return;
    }
    feedback.success(frozen ? t('web.people.view.unfrozen') : t('web.people.view.frozen'));
  }

  const actions = [
    can('sys:user:frozen') && !self && (
      <List.Item
        key="frozen"
        data-testid="employee-freeze"
        description={frozen ? t('web.people.view.unfreezeHint') : t('web.people.view.freezeHint')}
        onClick={freeze.isPending ? undefined : () => void toggleFrozen()}
      >
        <span style={{ color: frozen ? undefined : 'var(--adm-color-danger)' }}>{frozen ? t('web.people.view.unfreeze') : t('web.people.view.freeze')}</span>
      </List.Item>
    ),
    can('sys:user:resetPassword') && (
      <List.Item key="reset" data-testid="employee-reset-password" description={t('web.people.view.resetHint')} onClick={() => setResetting(true)}>
        {t('web.people.view.resetPassword')}
      </List.Item>
    ),
    can('sys:user:handover') && !self && (
      <List.Item
        key="handover"
        data-testid="employee-handover"
        description={t('web.people.view.handoverHint')}
        onClick={() => void navigate(handoverPath(employee.id))}
      >
        {t('web.people.view.handover')}
      </List.Item>
    ),
  ].filter(Boolean);
  const canEdit = can('sys:user:edit');

  return (
    <div className={styles.page} data-testid="employee-view">
      <List header={t('web.people.view.basic')}>
        <Field label={t('web.people.field.username')} testId="username">
          {employee.username}
        </Field>
        <Field label={t('web.people.field.realname')} testId="realname">
          {employee.realname}
        </Field>
        <Field label={t('web.people.field.jobNo')} testId="jobNo">
          {employee.jobNo}
        </Field>
        <Field label={t('web.people.field.status')} testId="status">
          <EmployeeStatusTag status={employee.status} />
        </Field>
        <Field label={t('web.people.field.createdAt')} testId="createdAt">
          {formatDateTime(employee.createdAt, timeZone)}
        </Field>
      </List>
      <List header={t('web.people.form.organisation')} className={styles.section}>
        <Field label={t('web.people.field.department')} testId="department">
          {employee.departId_dictText}
        </Field>
        <Field label={t('web.people.field.position')} testId="position">
          {employee.position}
        </Field>
        <Field label={t('web.people.field.superior')} testId="superior">
          {employee.superiorId_dictText}
        </Field>
        <Field label={t('web.people.field.roles')} testId="roles">
          {/* An administrator's account usually also holds the administrator role: named once. */}
          {[...new Set([...employee.roleNames, ...(employee.isAdmin === 1 ? [t('web.people.view.admin')] : [])])].join(t('web.people.view.separator'))}
        </Field>
      </List>
      <List header={t('web.people.form.contact')} className={styles.section}>
        <Field label={t('web.people.field.mobile')} testId="mobile">
          {employee.mobile && (
            <a className={styles.contactLink} href={`tel:${employee.mobile}`}>
              {employee.mobile}
            </a>
          )}
        </Field>
        <Field label={t('web.people.field.email')} testId="email">
          {employee.email && (
            <a className={styles.contactLink} href={`mailto:${employee.email}`}>
              {employee.email}
            </a>
          )}
        </Field>
      </List>
      {actions.length > 0 && (
        <List header={t('web.people.view.actions')} className={styles.section} data-testid="employee-actions">
          {actions}
        </List>
      )}
      {self && <p className={styles.hint}>{t('web.people.view.self')}</p>}
      {canEdit && (
        <>
          <div className={styles.barSpace} aria-hidden />
          <div className={styles.bottomBar}>
            <Button block color="primary" data-testid="employee-edit" onClick={() => void navigate(employeeEditPath(employee.id))}>
              {t('web.people.view.edit')}
            </Button>
          </div>
        </>
      )}
      {resetWanted && (
        <Suspense fallback={null}>
          <ResetPasswordDialog id={employee.id} name={name} visible={resetting} onClose={() => setResetting(false)} />
        </Suspense>
      )}
    </div>
  );
}

/** /sys/sysUserView?id=: one employee, every field, and what an administrator may do to the account. */
export function EmployeeViewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const can = usePermission();
  const allowed = can('sys:user:view');
  const employee = useQuery({ ...employeeQuery(id), enabled: Boolean(id) && allowed });
  usePageTitle({ subject: employee.data?.realname || undefined });
  if (!allowed) return <ScreenMessage text={t('web.people.noPermission')} />;
  if (!id || employee.isError) return <ScreenMessage text={t('web.people.view.notFound')} />;
  if (!employee.data) return <ScreenLoading />;
  return <EmployeeDetails employee={employee.data} />;
}
