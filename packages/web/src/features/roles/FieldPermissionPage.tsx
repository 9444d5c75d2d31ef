import { Fragment, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import type { FieldAccess, FieldObject, FieldPermissionItem, RoleView } from '@crm/domain';
import { ErrorBlock } from '../../lib/error-block.tsx';
import { feedback } from '../../lib/feedback.ts';
import { usePageTitle } from '../../lib/route-handle.ts';
import { ScreenLoading } from '../../records/view/ScreenState.tsx';
import { fieldObjectsQuery, fieldPermissionQuery, useSaveFieldPermission } from './api/roles.ts';
import { RoleScreen } from './RoleScreen.tsx';
import { ROLE_CODES, rolePath } from './role-paths.ts';
import { useUnsavedGuard } from './use-unsaved-guard.ts';
import styles from './Roles.module.css';

const ACCESSES: readonly FieldAccess[] = ['hidden', 'read', 'edit'];

function LoadFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorBlock status="default" title={t('web.common.loadFailed')} description="">
      <Button color="primary" style={{ minHeight: 44 }} onClick={retry}>
        {t('web.common.retry')}
      </Button>
    </ErrorBlock>
  );
}

function BuiltInNote() {
  const { t } = useTranslation();
  return (
    <p className={styles.note} role="note" data-testid="role-built-in-note">
      {t('web.roles.builtInNote')}
    </p>
  );
}

/** The title of an object or line object, as the field objects list gives it. */
function titleOf(objects: readonly FieldObject[] | undefined, apiName: string): string | undefined {
  for (const object of objects ?? []) {
    if (object.apiName === apiName) return object.title;
    const line = object.lines.find((item) => item.apiName === apiName);
    if (line) return `${object.title} · ${line.title}`;
  }
  return undefined;
}

/** The objects whose fields the role may be narrowed on, each with its line objects ("detail fields") under it. */
function FieldObjects({ role }: { role: RoleView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const objects = useQuery(fieldObjectsQuery());
  usePageTitle({ subject: role.roleName });
  if (objects.isError) return <LoadFailed retry={() => void objects.refetch()} />;
  if (!objects.data) return <ScreenLoading />;
  return (
    <div className={styles.page} data-testid="field-objects">
      {role.builtIn === 1 && <BuiltInNote />}
      <p className={styles.hint}>{t('web.roles.fields.hint')}</p>
      {objects.data.length === 0 ? (
        <ErrorBlock status="empty" title={t('web.roles.fields.empty')} description="" />
      ) : (
        <List>
          {objects.data.map((object) => (
            <Fragment key={object.apiName}>
              <List.Item data-testid={`field-object-${object.apiName}`} onClick={() => void navigate(rolePath.fields(role.id, object.apiName))}>
                {object.title}
              </List.Item>
              {object.lines.map((line) => (
                <List.Item
                  key={line.apiName}
                  className={styles.lineItem}
                  data-testid={`field-object-${line.apiName}`}
                  description={t('web.roles.fields.lines')}
                  onClick={() => void navigate(rolePath.fields(role.id, line.apiName))}
                >
                  {line.title}
                </List.Item>
              ))}
            </Fragment>
          ))}
        </List>
      )}
    </div>
  );
}

/** Hidden, read only or editable: three buttons side by side, one pressed. */
function AccessSwitch({ label, value, disabled, onChange }: { label: string; value: FieldAccess; disabled: boolean; onChange: (access: FieldAccess) => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.switch} role="radiogroup" aria-label={t('web.roles.fields.accessOf', { field: label })}>
      {ACCESSES.map((access) => {
        const on = access === value;
        return (
          <button
            key={access}
            type="button"
            role="radio"
            aria-checked={on}
            data-access={access}
            data-testid={`access-${access}`}
            className={on ? `${styles.switchItem} ${styles.switchOn}` : styles.switchItem}
            disabled={disabled}
            onClick={() => onChange(access)}
          >
            {t(`web.roles.fields.access.${access}`)}
          </button>
        );
      })}
    </div>
  );
}

type Accesses = Readonly<Record<string, FieldAccess>>;
const accessesOf = (items: readonly FieldPermissionItem[]): Accesses => Object.fromEntries(items.map((item) => [item.name, item.access]));

/** Every field of one object with the role's access to it; saved as a whole. A built-in role's are shown, not changed. */
function FieldAccessForm({ role, apiName, items }: { role: RoleView; apiName: string; items: readonly FieldPermissionItem[] }) {
  const { t } = useTranslation();
  const readOnly = role.builtIn === 1;
  const [saved, setSaved] = useState<Accesses>(() => accessesOf(items));
  const [draft, setDraft] = useState<Accesses>(saved);
  const save = useSaveFieldPermission();
  const dirty = items.some((item) => draft[item.name] !== saved[item.name]);
  useUnsavedGuard(dirty);

  async function submit() {
    const fields = items.map((item) => ({ name: item.name, access: draft[item.name] ?? 'edit' }));
    try {
      await save.mutateAsync({ roleId: role.id, apiName, fields });
    } catch {
      // The HTTP client said why; the choices stay.
      return;
    }
    setSaved(draft);
    feedback.success(t('web.roles.fields.saved'));
  }

  if (items.length === 0) return <ErrorBlock status="empty" title={t('web.roles.fields.noFields')} description="" />;
  return (
    <>
      <div data-testid="field-permissions">
        {items.map((item) => (
          <div key={item.name} className={styles.fieldRow} data-testid={`field-${item.name}`}>
            <span className={styles.fieldName}>{item.label}</span>
            <AccessSwitch
              label={item.label}
              value={draft[item.name] ?? 'edit'}
              disabled={readOnly}
              onChange={(access) => setDraft((all) => ({ ...all, [item.name]: access }))}
            />
          </div>
        ))}
      </div>
      {!readOnly && (
        <>
          <div className={styles.barSpace} aria-hidden />
          <div className={styles.bottomBar}>
            <Button
              color="primary"
              fill="outline"
              data-testid="fields-all-editable"
              onClick={() => setDraft(Object.fromEntries(items.map((item) => [item.name, 'edit' as const])))}
            >
              {t('web.roles.fields.allEditable')}
            </Button>
            <Button color="primary" loading={save.isPending} data-testid="fields-save" onClick={() => void submit()}>
              {t('web.common.save')}
            </Button>
          </div>
        </>
      )}
    </>
  );
}

function FieldEditor({ role, apiName }: { role: RoleView; apiName: string }) {
  const fields = useQuery(fieldPermissionQuery(role.id, apiName));
  const objects = useQuery(fieldObjectsQuery());
  const title = titleOf(objects.data, apiName);
  usePageTitle({ subject: title ? `${role.roleName} · ${title}` : role.roleName });
  if (fields.isError) return <LoadFailed retry={() => void fields.refetch()} />;
  if (!fields.data) return <ScreenLoading />;
  return (
    <div className={styles.page} data-testid="field-editor">
      {role.builtIn === 1 && <BuiltInNote />}
      <FieldAccessForm role={role} apiName={apiName} items={fields.data} />
    </div>
  );
}

/**
 * /sys/sysRoleFieldPermission?roleId=: the objects whose fields a role may be narrowed on (their
 * line objects' too: the detail-field permissions of spec section 6); with &apiName= the fields of
 * one, each hidden, read only or editable (the default), saved together.
 */
export function FieldPermissionPage() {
  const [params] = useSearchParams();
  const roleId = params.get('roleId') ?? '';
  const apiName = params.get('apiName');
  return (
    <RoleScreen
      id={roleId}
      code={ROLE_CODES.fieldPermission}
      render={(role) => (apiName ? <FieldEditor key={`${role.id}:${apiName}`} role={role} apiName={apiName} /> : <FieldObjects role={role} />)}
    />
  );
}
