import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import Input, { type InputProps } from 'antd-mobile/es/components/input/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import Selector from 'antd-mobile/es/components/selector/index.js';
import { CloseCircleFill } from 'antd-mobile-icons';
import type { EmployeeView } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { tKey } from '../../lib/i18n.ts';
import { useOpenedOnce } from '../../lib/lazy-overlay.ts';
import { usePermission } from '../../lib/permission.tsx';
import { historyIndex, usePageTitle } from '../../lib/route-handle.ts';
import { PickerRow } from '../../records/fields/input/PickerRow.tsx';
import { ScreenLoading, ScreenMessage } from '../../records/view/ScreenState.tsx';
import { rolesQuery } from '../../lib/shared-queries.ts';
import { employeeQuery, useSaveEmployee } from './api/employees.ts';
import {
  checkEmployee,
  employeeInputOf,
  EMAIL_MAX,
  JOB_NO_MAX,
  PASSWORD_MAX,
  REALNAME_MAX,
  TEXT_MAX,
  USERNAME_MAX,
  type DraftField,
  type EmployeeDraft,
  type Problem,
} from './employee-validation.ts';
import { EMPLOYEE_LIST_PATH, employeeViewPath } from './paths.ts';
import styles from './People.module.css';

const DepartmentPicker = lazy(() => import('./DepartmentPicker.tsx').then((m) => ({ default: m.DepartmentPicker })));
const PersonPicker = lazy(() => import('./PersonPicker.tsx').then((m) => ({ default: m.PersonPicker })));

/** Selector options at least 44 px tall to tap. */
const SELECTOR_STYLE = { '--padding': '13px 8px' } as const;

const EMPTY: EmployeeDraft = {
  username: '',
  realname: '',
  password: '',
  mobile: '',
  email: '',
  departId: '',
  departName: '',
  roleIds: [],
  position: '',
  superiorId: '',
  superiorName: '',
  jobNo: '',
};

function draftOf(employee: EmployeeView): EmployeeDraft {
  return {
    username: employee.username,
    realname: employee.realname,
    password: '',
    mobile: employee.mobile ?? '',
    email: employee.email ?? '',
    departId: employee.departId ?? '',
    departName: employee.departId_dictText ?? '',
    roleIds: [...employee.roleIds],
    position: employee.position ?? '',
    superiorId: employee.superiorId ?? '',
    superiorName: employee.superiorId_dictText ?? '',
    jobNo: employee.jobNo ?? '',
  };
}

/** One labelled row of the form, with its hint and its problem under it. */
function Row({
  label,
  required,
  error,
  hint,
  testId,
  children,
}: {
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <List.Item
      data-testid={`employee-field-${testId}`}
      title={
        <span>
          {label}
          {required && <span style={{ color: 'var(--adm-color-danger)' }}> *</span>}
        </span>
      }
      description={
        error || hint ? (
          <>
            {error && (
              <span className={styles.error} role="alert" data-testid={`employee-error-${testId}`} style={{ display: 'block' }}>
                {error}
              </span>
            )}
            {hint && <span style={{ display: 'block' }}>{hint}</span>}
          </>
        ) : undefined
      }
    >
      {children}
    </List.Item>
  );
}

function EmployeeForm({ employee }: { employee: EmployeeView | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const adding = employee === null;
  const [draft, setDraft] = useState<EmployeeDraft>(() => (employee ? draftOf(employee) : EMPTY));
  const [problems, setProblems] = useState<Partial<Record<DraftField, Problem>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [picking, setPicking] = useState<'depart' | 'superior' | null>(null);
  const departWanted = useOpenedOnce(picking === 'depart');
  const superiorWanted = useOpenedOnce(picking === 'superior');
  const roles = useQuery(rolesQuery());
  const save = useSaveEmployee();

  const text = (problem: Problem | undefined) => (problem ? tKey(t, problem.key, problem.values) : undefined);

  function change(patch: Partial<EmployeeDraft>) {
    setDraft((all) => ({ ...all, ...patch }));
    setServerError(null);
    setProblems((all) => {
      const touched = Object.keys(patch).filter((key) => key in all);
      if (touched.length === 0) return all;
      const next = { ...all };
      for (const key of touched) delete next[key as DraftField];
      return next;
    });
  }

  async function submit() {
    const found = checkEmployee(draft, adding);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      feedback.toast(t('web.people.form.fixErrors'));
      return;
    }
    let id: string | null;
    try {
      id = await save.mutateAsync(employeeInputOf(draft, employee?.id ?? null));
    } catch (failure) {
      // The HTTP client told the user too; the form keeps everything as typed.
      setServerError(failure instanceof Error ? failure.message : t('web.http.unknownError'));
      return;
    }
    feedback.success(t('web.people.form.saved'));
    if (adding) {
      // A new employee opens in place of the form: Back returns to the list.
      if (id) void navigate(employeeViewPath(id), { replace: true });
      else if (historyIndex() > 0) void navigate(-1);
      else void navigate(EMPLOYEE_LIST_PATH, { replace: true });
    } else if (historyIndex() > 0) void navigate(-1);
    else void navigate(employeeViewPath(employee.id), { replace: true });
  }

  const input = (field: 'username' | 'realname' | 'mobile' | 'email' | 'position' | 'jobNo', max: number, extra: InputProps = {}) => (
    <Input
      data-testid={`employee-input-${field}`}
      aria-label={t(`web.people.field.${field}`)}
      value={draft[field]}
      maxLength={max}
      onChange={(value) => change({ [field]: value })}
      style={{ minHeight: 32 }}
      {...extra}
    />
  );

  const roleOptions = (roles.data?.records ?? []).map((role) => ({ label: role.roleName, value: role.id }));

  return (
    <div className={styles.page} data-testid="employee-form">
      <List header={t('web.people.form.account')}>
        <Row
          label={t('web.people.field.username')}
          required={adding}
          testId="username"
          error={text(problems.username)}
          hint={adding ? t('web.people.form.usernameHint') : t('web.people.form.usernameFixed')}
        >
          {adding ? (
            input('username', USERNAME_MAX, { placeholder: t('web.people.form.usernamePlaceholder'), autoComplete: 'off' })
          ) : (
            <span data-testid="employee-username">{draft.username}</span>
          )}
        </Row>
        <Row label={t('web.people.field.realname')} required testId="realname" error={text(problems.realname)}>
          {input('realname', REALNAME_MAX, { placeholder: t('web.people.form.realnamePlaceholder') })}
        </Row>
        {adding && (
          <Row label={t('web.people.field.password')} testId="password" error={text(problems.password)} hint={t('web.people.form.passwordHint')}>
            <Input
              type="password"
              autoComplete="new-password"
              data-testid="employee-input-password"
              aria-label={t('web.people.field.password')}
              placeholder={t('web.people.form.passwordPlaceholder')}
              value={draft.password}
              maxLength={PASSWORD_MAX}
              onChange={(password) => change({ password })}
            />
          </Row>
        )}
      </List>
      <List header={t('web.people.form.contact')} className={styles.section}>
        <Row label={t('web.people.field.mobile')} testId="mobile" error={text(problems.mobile)}>
          {input('mobile', 11, { type: 'tel', inputMode: 'numeric', placeholder: t('web.people.form.optional') })}
        </Row>
        <Row label={t('web.people.field.email')} testId="email" error={text(problems.email)}>
          {input('email', EMAIL_MAX, { type: 'email', inputMode: 'email', placeholder: t('web.people.form.optional') })}
        </Row>
      </List>
      <List header={t('web.people.form.organisation')} className={styles.section}>
        <Row label={t('web.people.field.department')} required testId="departId" error={text(problems.departId)}>
          <PickerRow text={draft.departName} placeholder={t('web.people.form.pickDepart')} onOpen={() => setPicking('depart')} />
        </Row>
        <Row
          label={t('web.people.field.roles')}
          required
          testId="roleIds"
          error={text(problems.roleIds)}
          hint={roles.isSuccess && roleOptions.length === 0 ? t('web.people.form.noRoles') : undefined}
        >
          {roles.isError ? (
            <Button size="small" fill="outline" style={{ minHeight: 44 }} onClick={() => void roles.refetch()}>
              {t('web.common.retry')}
            </Button>
          ) : (
            <Selector
              data-testid="employee-roles"
              multiple
              columns={2}
              style={SELECTOR_STYLE}
              options={roleOptions}
              value={draft.roleIds}
              onChange={(roleIds) => change({ roleIds })}
            />
          )}
        </Row>
        <Row label={t('web.people.field.position')} testId="position" error={text(problems.position)}>
          {input('position', TEXT_MAX, { placeholder: t('web.people.form.optional') })}
        </Row>
        <Row label={t('web.people.field.superior')} testId="superiorId">
          <PickerRow
            text={draft.superiorName}
            placeholder={t('web.people.form.pickSuperior')}
            onOpen={() => setPicking('superior')}
            extra={
              draft.superiorId ? (
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={t('web.people.form.clearSuperior')}
                  data-testid="employee-superior-clear"
                  onClick={(event) => {
                    event.stopPropagation();
                    change({ superiorId: '', superiorName: '' });
                  }}
                >
                  <CloseCircleFill />
                </button>
              ) : undefined
            }
          />
        </Row>
        <Row label={t('web.people.field.jobNo')} testId="jobNo" error={text(problems.jobNo)}>
          {input('jobNo', JOB_NO_MAX, { placeholder: t('web.people.form.optional') })}
        </Row>
      </List>
      {serverError && (
        <p className={styles.formError} role="alert" data-testid="employee-server-error">
          {serverError}
        </p>
      )}
      <div className={styles.barSpace} aria-hidden />
      <div className={styles.bottomBar}>
        <Button block color="primary" loading={save.isPending} data-testid="employee-save" onClick={() => void submit()}>
          {t('web.common.save')}
        </Button>
      </div>
      {departWanted && (
        <Suspense fallback={null}>
          <DepartmentPicker
            visible={picking === 'depart'}
            title={t('web.people.form.pickDepart')}
            selectedId={draft.departId || null}
            onClose={() => setPicking(null)}
            onPick={(department) => department && change({ departId: department.id, departName: department.name })}
          />
        </Suspense>
      )}
      {superiorWanted && (
        <Suspense fallback={null}>
          <PersonPicker
            visible={picking === 'superior'}
            title={t('web.people.form.pickSuperior')}
            selectedId={draft.superiorId || null}
            excludeId={employee?.id}
            onClose={() => setPicking(null)}
            onPick={(person) => change({ superiorId: person.id, superiorName: person.realname || person.username })}
          />
        </Suspense>
      )}
    </div>
  );
}

/**
 * /sys/sysUserForm (add) and /sys/sysUserForm?id= (edit): an employee's account, name, first
 * password, contacts, department, roles, position, superior and job number. The account is set
 * once; without a first password the person signs in with a code sent to their phone or e-mail.
 */
export function EmployeeFormPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const can = usePermission();
  const employee = useQuery({ ...employeeQuery(id), enabled: Boolean(id) });
  usePageTitle({ subject: employee.data?.realname || undefined });
  if (!can(id ? 'sys:user:edit' : 'sys:user:add')) return <ScreenMessage text={t('web.people.noPermission')} />;
  if (!id) return <EmployeeForm employee={null} />;
  if (employee.isError) return <ScreenMessage text={t('web.people.view.notFound')} />;
  if (!employee.data) return <ScreenLoading />;
  return <EmployeeForm key={id} employee={employee.data} />;
}
