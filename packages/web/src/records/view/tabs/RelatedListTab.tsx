import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import Empty from 'antd-mobile/es/components/empty/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import { entityRoutes, type EntityDef, type RecordRow } from '@crm/domain';
import { usePermission } from '../../../lib/permission.tsx';
import { relatedListQuery } from '../../api/record-queries.ts';
import { useDefinition } from '../../definitions.ts';
import { ScreenLoading } from '../ScreenState.tsx';

interface RelatedListProps {
  field: string;
  record: RecordRow;
  recordTitle: string;
  title: string;
}

/** Records of another object pointing here, once its definition is in (it loads when the tab is first opened). */
export function RelatedListTab({ apiName, ...props }: RelatedListProps & { apiName: string }) {
  const { t } = useTranslation();
  const { def, error } = useDefinition(apiName);
  if (def) return <RelatedRecords target={def} {...props} />;
  return error ? <Empty description={t('web.list.loadFailed')} /> : <ScreenLoading />;
}

/** Records of another object pointing here; the add button pre-fills the relation (shown by the record's title). */
function RelatedRecords({ target, field, record, recordTitle, title }: RelatedListProps & { target: EntityDef }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = usePermission();
  const { data } = useQuery(relatedListQuery(target, field, record.id));
  const rows = data?.records ?? [];
  const routes = entityRoutes(target);
  const ownTitle = (row: RecordRow) => String(row[target.titleField] ?? row.id);
  return (
    <div data-testid={`related-${target.apiName}`}>
      {can(`${target.permissionPrefix}:add`) && (
        <div style={{ padding: 12 }}>
          <Button
            block
            size="small"
            fill="outline"
            onClick={() => void navigate(`${routes.add}?${new URLSearchParams({ [field]: record.id, [`${field}_dictText`]: recordTitle }).toString()}`)}
          >
            {t('web.record.addRelated', { object: title })}
          </Button>
        </div>
      )}
      {rows.length === 0 ? (
        <Empty description={t('web.record.empty')} />
      ) : (
        <List>
          {rows.map((row) => {
            const sub = target.subtitleFields[0];
            const subText = sub ? (row[`${sub}_dictText`] ?? row[sub]) : null;
            return (
              <List.Item
                key={row.id}
                description={typeof subText === 'string' ? subText : undefined}
                onClick={() => void navigate(`${routes.view}?id=${encodeURIComponent(row.id)}`)}
              >
                {ownTitle(row)}
              </List.Item>
            );
          })}
        </List>
      )}
    </div>
  );
}
