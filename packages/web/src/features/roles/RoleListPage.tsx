import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import Tag from 'antd-mobile/es/components/tag/index.js';
import type { RoleView } from '@crm/domain';
import { ErrorBlock } from '../../lib/error-block.tsx';
import { usePermission } from '../../lib/permission.tsx';
import { ScreenLoading } from '../../records/view/ScreenState.tsx';
import { rolesQuery } from '../../lib/shared-queries.ts';
import { ROLE_CODES, rolePath } from './role-paths.ts';
import styles from './Roles.module.css';

export function BuiltInTag() {
  const { t } = useTranslation();
  return (
    <Tag color="primary" fill="outline" className={styles.tag} data-testid="role-built-in">
      {t('web.roles.builtIn')}
    </Tag>
  );
}

function RoleItem({ role, onOpen }: { role: RoleView; onOpen?: () => void }) {
  const { t } = useTranslation();
  return (
    <List.Item
      data-testid={`role-${role.id}`}
      description={t('web.roles.list.summary', { code: role.roleCode, scope: t(`common.dataScope.${role.dataScope}`) })}
      extra={role.builtIn === 1 ? <BuiltInTag /> : undefined}
      onClick={onOpen}
    >
      {role.roleName}
    </List.Item>
  );
}

/**
 * /sys/sysRoleList ('page:sysRoleList' of the menu catalogue): the company's roles, each with its
 * code, data scope and whether it is built in; a tap opens one, "new role" adds one.
 */
export function RoleListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = usePermission();
  const roles = useQuery(rolesQuery());
  const canAdd = can(ROLE_CODES.add);
  const canView = can(ROLE_CODES.view);
  return (
    <div className={styles.page} data-testid="role-list-page">
      {roles.isError ? (
        <ErrorBlock status="default" title={t('web.common.loadFailed')} description="">
          <Button color="primary" style={{ minHeight: 44 }} onClick={() => void roles.refetch()}>
            {t('web.common.retry')}
          </Button>
        </ErrorBlock>
      ) : !roles.data ? (
        <ScreenLoading />
      ) : roles.data.records.length === 0 ? (
        <ErrorBlock status="empty" title={t('web.roles.list.empty')} description="" />
      ) : (
        <List data-testid="role-list">
          {roles.data.records.map((role) => (
            <RoleItem key={role.id} role={role} onOpen={canView ? () => void navigate(rolePath.view(role.id)) : undefined} />
          ))}
        </List>
      )}
      {canAdd && (
        <>
          <div className={styles.barSpace} aria-hidden />
          <div className={styles.bottomBar}>
            <Button color="primary" data-testid="role-add" onClick={() => void navigate(rolePath.add())}>
              {t('web.roles.list.add')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
