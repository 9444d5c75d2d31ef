import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import Input from 'antd-mobile/es/components/input/index.js';
import Selector from 'antd-mobile/es/components/selector/index.js';
import { DATA_SCOPES, type DataScope, type RoleView } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { usePermission } from '../../lib/permission.tsx';
import { historyIndex, usePageTitle } from '../../lib/route-handle.ts';
import { definitionOf } from '../../records/definitions.ts';
import { ScreenMessage } from '../../records/view/ScreenState.tsx';
import { useAddRole, useCopyRole, useEditRole } from './api/roles.ts';
import { PermissionTree } from './PermissionTree.tsx';
import { orderedCodes, permissionTree } from './permission-tree.ts';
import { RoleScreen } from './RoleScreen.tsx';
import { ROLE_CODES, rolePath } from './role-paths.ts';
import { useUnsavedGuard } from './use-unsaved-guard.ts';
import styles from './Roles.module.css';

/** The server's limits on a role's name and code (modules/roles/routes.ts). */
export const MAX_ROLE_TEXT = 50;
/** A role code: a letter, then letters, digits or underscores (the server refuses any other). */
export const ROLE_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;
/** Selector options at least 44 px tall to tap. */
const SELECTOR_STYLE = { '--padding': '13px 8px' } as const;

type RwOthers = RoleView['rwOthers'];
const RW_OTHERS: readonly RwOthers[] = ['r', 'rw'];

interface Errors {
  roleName?: string;
  roleCode?: string;
}

function checkName(name: string, t: TFunction): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return t('web.roles.form.roleNameRequired');
  if (trimmed.length > MAX_ROLE_TEXT) return t('web.roles.form.tooLong', { max: MAX_ROLE_TEXT });
  return undefined;
}

function checkCode(code: string, t: TFunction): string | undefined {
  const trimmed = code.trim();
  if (trimmed === '') return t('web.roles.form.roleCodeRequired');
  if (!ROLE_CODE_PATTERN.test(trimmed)) return t('web.roles.form.roleCodeFormat');
  if (trimmed.length > MAX_ROLE_TEXT) return t('web.roles.form.tooLong', { max: MAX_ROLE_TEXT });
  return undefined;
}

function Field({ label, error, hint, children }: { label: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <div className={styles.fieldLabel}>{label}</div>
      {children}
      {hint && <p className={styles.weak}>{hint}</p>}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function TextField(props: { label: string; testId: string; value: string; placeholder?: string; error?: string; onChange: (value: string) => void }) {
  return (
    <Field label={props.label} error={props.error}>
      <div className={styles.inputBox}>
        <Input
          data-testid={props.testId}
          aria-label={props.label}
          value={props.value}
          placeholder={props.placeholder}
          maxLength={MAX_ROLE_TEXT}
          autoComplete="off"
          onChange={props.onChange}
        />
      </div>
    </Field>
  );
}

/** Back where the form was opened from, or to `fallback` when it was opened directly. */
function useLeave() {
  const navigate = useNavigate();
  return (fallback: string) => {
    if (historyIndex() > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
}

/** A new role (no `role`) or the changes of a custom one: name, code (new only), scope, rights over others' data, menu and button permissions. */
function RoleEditor({ role }: { role?: RoleView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const leave = useLeave();
  const tree = useMemo(() => permissionTree(definitionOf), []);
  // As the form opened: what "unsaved" is measured against.
  const [initial] = useState(() => ({
    roleName: role?.roleName ?? '',
    roleCode: role?.roleCode ?? '',
    // A new role sees least until the administrator says otherwise.
    dataScope: role?.dataScope ?? ('4' as DataScope),
    rwOthers: role?.rwOthers ?? ('r' as RwOthers),
    codes: orderedCodes(tree, new Set(role?.permissionCodes ?? [])),
  }));
  const [roleName, setRoleName] = useState(initial.roleName);
  const [roleCode, setRoleCode] = useState(initial.roleCode);
  const [dataScope, setDataScope] = useState<DataScope>(initial.dataScope);
  const [rwOthers, setRwOthers] = useState<RwOthers>(initial.rwOthers);
  const [codes, setCodes] = useState<ReadonlySet<string>>(() => new Set(initial.codes));
  const [errors, setErrors] = useState<Errors>({});
  const add = useAddRole();
  const edit = useEditRole();
  const permissionCodes = orderedCodes(tree, codes);
  const dirty =
    roleName !== initial.roleName ||
    roleCode !== initial.roleCode ||
    dataScope !== initial.dataScope ||
    rwOthers !== initial.rwOthers ||
    permissionCodes.join() !== initial.codes.join();
  const { allowLeave } = useUnsavedGuard(dirty);
  usePageTitle({ subject: role?.roleName });

  async function submit() {
    const found: Errors = { roleName: checkName(roleName, t), roleCode: role ? undefined : checkCode(roleCode, t) };
    setErrors(found);
    if (found.roleName || found.roleCode) {
      feedback.toast(t('web.roles.form.fixErrors'));
      return;
    }
    let saved: RoleView | null;
    try {
      saved = role
        ? await edit.mutateAsync({ id: role.id, roleName: roleName.trim(), dataScope, rwOthers, permissionCodes })
        : await add.mutateAsync({ roleName: roleName.trim(), roleCode: roleCode.trim(), dataScope, rwOthers, permissionCodes });
    } catch {
      // The HTTP client said why (a code already taken); everything stays as entered.
      return;
    }
    allowLeave();
    feedback.success(t('web.roles.form.saved'));
    if (role) leave(rolePath.view(role.id));
    else void navigate(saved?.id ? rolePath.view(saved.id) : rolePath.list(), { replace: true });
  }

  return (
    <div className={styles.page} data-testid="role-form">
      <div className={styles.section}>
        <TextField
          label={t('web.roles.field.roleName')}
          testId="role-form-name"
          value={roleName}
          placeholder={t('web.roles.form.roleNamePlaceholder')}
          error={errors.roleName}
          onChange={(value) => {
            setRoleName(value);
            setErrors((all) => ({ ...all, roleName: undefined }));
          }}
        />
        {role ? (
          <Field label={t('web.roles.field.roleCode')} hint={t('web.roles.form.codeFixed')}>
            <div className={`${styles.inputBox} ${styles.code}`} data-testid="role-form-code-fixed">
              {role.roleCode}
            </div>
          </Field>
        ) : (
          <TextField
            label={t('web.roles.field.roleCode')}
            testId="role-form-code"
            value={roleCode}
            placeholder={t('web.roles.form.roleCodePlaceholder')}
            error={errors.roleCode}
            onChange={(value) => {
              setRoleCode(value);
              setErrors((all) => ({ ...all, roleCode: undefined }));
            }}
          />
        )}
        <Field label={t('web.roles.field.dataScope')}>
          <Selector
            data-testid="role-form-data-scope"
            columns={1}
            style={SELECTOR_STYLE}
            options={DATA_SCOPES.map((scope) => ({ label: t(`common.dataScope.${scope}`), value: scope }))}
            value={[dataScope]}
            onChange={([scope]) => {
              if (scope) setDataScope(scope);
            }}
          />
        </Field>
        <Field label={t('web.roles.field.rwOthers')} hint={t('web.roles.rwOthersHint')}>
          <Selector
            data-testid="role-form-rw-others"
            columns={2}
            style={SELECTOR_STYLE}
            options={RW_OTHERS.map((value) => ({ label: t(`web.roles.rwOthers.${value}`), value }))}
            value={[rwOthers]}
            onChange={([value]) => {
              if (value) setRwOthers(value);
            }}
          />
        </Field>
      </div>
      <div className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('web.roles.field.permissions')}</h2>
        <PermissionTree tree={tree} codes={codes} onChange={setCodes} />
      </div>
      <div className={styles.barSpace} aria-hidden />
      <div className={styles.bottomBar}>
        <Button color="primary" loading={add.isPending || edit.isPending} data-testid="role-form-save" onClick={() => void submit()}>
          {t('web.common.save')}
        </Button>
      </div>
    </div>
  );
}

/** A role code derived from the source's, within the server's limit. */
export function copyCodeOf(code: string): string {
  const suffix = '_copy';
  return code.slice(0, MAX_ROLE_TEXT - suffix.length) + suffix;
}

/** A copy of `source`: the new role's name and code; the server gives it everything else of the source's. */
function RoleCopyForm({ source }: { source: RoleView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const initialName = t('web.roles.form.copyName', { name: source.roleName }).slice(0, MAX_ROLE_TEXT);
  const initialCode = copyCodeOf(source.roleCode);
  const [roleName, setRoleName] = useState(initialName);
  const [roleCode, setRoleCode] = useState(initialCode);
  const [errors, setErrors] = useState<Errors>({});
  const copy = useCopyRole();
  const { allowLeave } = useUnsavedGuard(roleName !== initialName || roleCode !== initialCode);
  usePageTitle({ title: t('web.roles.route.copy'), subject: source.roleName });

  async function submit() {
    const found: Errors = { roleName: checkName(roleName, t), roleCode: checkCode(roleCode, t) };
    setErrors(found);
    if (found.roleName || found.roleCode) {
      feedback.toast(t('web.roles.form.fixErrors'));
      return;
    }
    let saved: RoleView | null;
    try {
      saved = await copy.mutateAsync({ id: source.id, roleName: roleName.trim(), roleCode: roleCode.trim() });
    } catch {
      return;
    }
    allowLeave();
    feedback.success(t('web.roles.form.copied'));
    void navigate(saved?.id ? rolePath.view(saved.id) : rolePath.list(), { replace: true });
  }

  return (
    <div className={styles.page} data-testid="role-copy-form">
      <p className={styles.hint} data-testid="role-copy-note">
        {t('web.roles.form.copyNote', { name: source.roleName })}
      </p>
      <div className={styles.section}>
        <TextField
          label={t('web.roles.field.roleName')}
          testId="role-form-name"
          value={roleName}
          placeholder={t('web.roles.form.roleNamePlaceholder')}
          error={errors.roleName}
          onChange={(value) => {
            setRoleName(value);
            setErrors((all) => ({ ...all, roleName: undefined }));
          }}
        />
        <TextField
          label={t('web.roles.field.roleCode')}
          testId="role-form-code"
          value={roleCode}
          placeholder={t('web.roles.form.roleCodePlaceholder')}
          error={errors.roleCode}
          onChange={(value) => {
            setRoleCode(value);
            setErrors((all) => ({ ...all, roleCode: undefined }));
          }}
        />
      </div>
      <div className={styles.barSpace} aria-hidden />
      <div className={styles.bottomBar}>
        <Button color="primary" loading={copy.isPending} data-testid="role-form-save" onClick={() => void submit()}>
          {t('web.common.save')}
        </Button>
      </div>
    </div>
  );
}

/** A built-in role cannot be changed: the form says so, and offers its copy instead. */
function BuiltInRefusal({ role }: { role: RoleView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canCopy = usePermission()(ROLE_CODES.add);
  return (
    <div className={styles.page}>
      <p className={styles.note} role="note" data-testid="role-built-in-note">
        {t('web.roles.builtInNote')}
      </p>
      {canCopy && (
        <div style={{ padding: 12 }}>
          <Button block color="primary" fill="outline" style={{ minHeight: 44 }} onClick={() => void navigate(rolePath.copy(role.id), { replace: true })}>
            {t('web.roles.view.copy')}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * /sys/sysRoleForm: a new role; ?id= the changes of a custom role; ?copyOf= a copy of any role
 * (built-in ones included), which takes everything of its source's but its name and code.
 */
export function RoleFormPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const can = usePermission();
  const id = params.get('id');
  const copyOf = params.get('copyOf');
  if (id)
    return (
      <RoleScreen
        id={id}
        code={ROLE_CODES.edit}
        render={(role) => (role.builtIn === 1 ? <BuiltInRefusal role={role} /> : <RoleEditor key={role.id} role={role} />)}
      />
    );
  if (copyOf) return <RoleScreen id={copyOf} code={ROLE_CODES.add} render={(role) => <RoleCopyForm key={role.id} source={role} />} />;
  if (!can(ROLE_CODES.add)) return <ScreenMessage text={t('web.roles.noPermission')} />;
  return <RoleEditor />;
}
