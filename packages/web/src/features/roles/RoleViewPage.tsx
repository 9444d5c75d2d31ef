import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import List from 'antd-mobile/es/components/list/index.js';
import { RightOutline } from 'antd-mobile-icons';
import type { RoleView } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { tKey } from '../../lib/i18n.ts';
import { usePermission } from '../../lib/permission.tsx';
import { historyIndex, usePageTitle } from '../../lib/route-handle.ts';
import { definitionOf } from '../../records/definitions.ts';
import { useDeleteRole } from './api/roles.ts';
import { refusalOf } from '../../lib/http.ts';
import { useButtonLabel } from './PermissionTree.tsx';
import { permissionTree, type AreaNode } from './permission-tree.ts';
import { RoleScreen } from './RoleScreen.tsx';
import { BuiltInTag } from './RoleListPage.tsx';
import { ROLE_CODES, rolePath } from './role-paths.ts';
import styles from './Roles.module.css';

/** What the role grants, area by area (collapsed at first): each app it shows, with the buttons it may use there. */
function PermissionSummary({ tree, codes }: { tree: readonly AreaNode[]; codes: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const labelOf = useButtonLabel();
  const [open, setOpen] = useState<string | null>(null);
  const areas = tree.map((area) => ({ area, apps: area.apps.filter((app) => codes.has(app.listCode)) })).filter(({ apps }) => apps.length > 0);
  if (areas.length === 0) return <p className={styles.hint}>{t('web.roles.view.noPermissions')}</p>;
  return (
    <div data-testid="role-permissions">
      {areas.map(({ area, apps }) => {
        const title = tKey(t, area.title);
        const expanded = open === area.code;
        return (
          <section key={area.code} className={styles.area} data-testid={`summary-area-${area.code}`} aria-label={title}>
            <div className={styles.areaHead}>
              <button
                type="button"
                className={styles.areaToggle}
                aria-expanded={expanded}
                data-testid={`summary-toggle-${area.code}`}
                onClick={() => setOpen(expanded ? null : area.code)}
              >
                <RightOutline className={expanded ? `${styles.chevron} ${styles.chevronOpen}` : styles.chevron} aria-hidden />
                <span>{title}</span>
                <span className={styles.count}>{t('web.roles.view.appsGranted', { count: apps.length })}</span>
              </button>
            </div>
            {expanded && (
              <List>
                {apps.map((app) => {
                  const granted = app.buttons.filter((button) => codes.has(button.code)).map(labelOf);
                  return (
                    <List.Item
                      key={app.name}
                      data-testid={`summary-app-${app.name}`}
                      description={granted.length > 0 ? granted.join(t('web.roles.separator')) : t('web.roles.view.noButtons')}
                    >
                      {tKey(t, app.title)}
                    </List.Item>
                  );
                })}
              </List>
            )}
          </section>
        );
      })}
    </div>
  );
}

function RoleDetails({ role }: { role: RoleView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = usePermission();
  const remove = useDeleteRole();
  const tree = useMemo(() => permissionTree(definitionOf), []);
  const codes = useMemo(() => new Set(role.permissionCodes), [role.permissionCodes]);
  const builtIn = role.builtIn === 1;
  usePageTitle({ subject: role.roleName });

  async function deleteRole() {
    if (!(await feedback.confirm({ content: t('web.roles.view.deleteConfirm', { name: role.roleName }) }))) return;
    try {
      await remove.mutateAsync(role.id);
    } catch (error) {
      feedback.toast(refusalOf(error));
      return;
    }
    feedback.success(t('web.roles.view.deleted'));
    if (historyIndex() > 0) void navigate(-1);
    else void navigate(rolePath.list(), { replace: true });
  }

  const actions = [
    !builtIn && can(ROLE_CODES.edit) && { key: 'edit', text: t('web.roles.view.edit'), run: () => void navigate(rolePath.edit(role.id)) },
    can(ROLE_CODES.add) && { key: 'copy', text: t('web.roles.view.copy'), run: () => void navigate(rolePath.copy(role.id)) },
    can(ROLE_CODES.fieldPermission) && {
      key: 'fieldPermission',
      text: t('web.roles.view.fieldPermission'),
      run: () => void navigate(rolePath.fieldObjects(role.id)),
    },
    can(ROLE_CODES.log) && { key: 'log', text: t('web.roles.view.log'), run: () => void navigate(rolePath.log(role.id)) },
    !builtIn && can(ROLE_CODES.delete) && { key: 'delete', text: t('web.roles.view.delete'), danger: true, run: () => void deleteRole() },
  ].filter((action) => action !== false);

  return (
    <div className={styles.page} data-testid="role-view">
      {builtIn && (
        <p className={styles.note} role="note" data-testid="role-built-in-note">
          {t('web.roles.builtInNote')}
        </p>
      )}
      <List>
        <List.Item title={t('web.roles.field.roleName')} extra={builtIn ? <BuiltInTag /> : undefined}>
          <span data-testid="role-name">{role.roleName}</span>
        </List.Item>
        <List.Item title={t('web.roles.field.roleCode')}>
          <span className={styles.code} data-testid="role-code">
            {role.roleCode}
          </span>
        </List.Item>
        <List.Item title={t('web.roles.field.dataScope')}>
          <span data-testid="role-data-scope">{t(`common.dataScope.${role.dataScope}`)}</span>
        </List.Item>
        <List.Item title={t('web.roles.field.rwOthers')} description={t('web.roles.rwOthersHint')}>
          <span data-testid="role-rw-others">{t(`web.roles.rwOthers.${role.rwOthers}`)}</span>
        </List.Item>
      </List>
      <div className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('web.roles.field.permissions')}</h2>
        <PermissionSummary tree={tree} codes={codes} />
      </div>
      {actions.length > 0 && (
        <List header={t('web.roles.view.actions')} style={{ marginTop: 8 }} data-testid="role-actions">
          {actions.map((action) => (
            <List.Item
              key={action.key}
              data-testid={`role-action-${action.key}`}
              onClick={action.run}
              style={'danger' in action ? { color: 'var(--adm-color-danger)' } : undefined}
            >
              {action.text}
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}

/**
 * /sys/sysRoleView?id=: one role — name, code, data scope, rights over others' data, what it
 * grants — and what may be done with it: edit, copy, field permissions, its changes, delete. A
 * built-in role is shown read only (spec section 5: built-in roles cannot be edited); it may still be copied.
 */
export function RoleViewPage() {
  const [params] = useSearchParams();
  return <RoleScreen id={params.get('id') ?? ''} code={ROLE_CODES.view} render={(role) => <RoleDetails role={role} />} />;
}
