import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import type { RoleView } from '@crm/domain';
import { ErrorBlock } from '../../lib/error-block.tsx';
import { usePermission } from '../../lib/permission.tsx';
import { ScreenLoading, ScreenMessage } from '../../records/view/ScreenState.tsx';
import { rolesQuery } from '../../lib/shared-queries.ts';

/** The role a screen names (by id), once the user may use the screen and the roles are in; each other case says so in place. */
export function RoleScreen({ id, code, render }: { id: string; code: string; render: (role: RoleView) => ReactNode }) {
  const { t } = useTranslation();
  const allowed = usePermission()(code);
  const roles = useQuery({ ...rolesQuery(), enabled: allowed && id !== '' });
  if (!allowed) return <ScreenMessage text={t('web.roles.noPermission')} />;
  if (roles.isError)
    return (
      <ErrorBlock status="default" title={t('web.common.loadFailed')} description="">
        <Button color="primary" style={{ minHeight: 44 }} onClick={() => void roles.refetch()}>
          {t('web.common.retry')}
        </Button>
      </ErrorBlock>
    );
  const role = roles.data?.records.find((item) => item.id === id);
  if (id !== '' && !roles.data) return <ScreenLoading />;
  if (!role) return <ScreenMessage text={t('web.roles.notFound')} />;
  return <>{render(role)}</>;
}
