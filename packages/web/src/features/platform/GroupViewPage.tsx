import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import List from 'antd-mobile/es/components/list/index.js';
import type { GroupNode } from '@crm/domain';
import { groupTreeQuery } from './api/platform.ts';

function GroupRows({ nodes, depth }: { nodes: GroupNode[]; depth: number }) {
  const { t } = useTranslation();
  return (
    <>
      {nodes.map((node) => (
        <div key={node.id}>
          <List.Item
            style={{ paddingLeft: 12 + depth * 16 }}
            description={node.orgType === '1' ? t('web.platform.group.company') : t('web.platform.group.department')}
            extra={t('web.platform.group.members', { direct: node.members, total: node.totalMembers })}
          >
            {node.name}
          </List.Item>
          <GroupRows nodes={node.children} depth={depth + 1} />
        </div>
      ))}
    </>
  );
}

/**
 * /groupView: the tenant administrator's companies and departments with their member counts.
 * Read-only: editing the organisation is not part of the mobile spec.
 */
export function GroupViewPage() {
  const { t } = useTranslation();
  const { data: roots, isError } = useQuery(groupTreeQuery());
  if (isError) return <p style={{ padding: 16, color: '#ff3141' }}>{t('web.common.loadFailed')}</p>;
  if (!roots) return <p style={{ padding: 16, color: '#86909c' }}>{t('web.common.loading')}</p>;
  return (
    <List header={t('web.platform.group.title')} data-testid="group-tree">
      <GroupRows nodes={roots} depth={0} />
    </List>
  );
}
