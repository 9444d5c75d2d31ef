import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorBlock, SpinLoading, Steps, Tabs, Tag } from 'antd-mobile';
import { LockOutline } from 'antd-mobile-icons';
import { findEntity, LOCK_STATUS, type RecordRow } from '@crm/domain';
import { tKey } from '../../lib/i18n.ts';
import { usePermission } from '../../lib/permission.tsx';
import { useEntityMeta, type EntityMeta, type EntitySource } from '../meta/entity-meta.ts';
import { recordDetailQuery } from '../api/record-queries.ts';
import { optionLabel } from '../fields/field-label.ts';
import { displayColor } from '../fields/colors.ts';
import { TagsDisplay } from '../fields/display/TagsDisplay.tsx';
import { RecordActionBar, allowedByAccess, useRecordActions } from './RecordActionBar.tsx';
import { DetailsTab } from './tabs/DetailsTab.tsx';
import { FollowUpsTab } from './tabs/FollowUpsTab.tsx';
import { RelatedListTab } from './tabs/RelatedListTab.tsx';
import { TeamTab } from './tabs/TeamTab.tsx';
import { AttachmentsTab } from './tabs/AttachmentsTab.tsx';
import { CommentsTab } from './tabs/CommentsTab.tsx';
import { ChangeLogTab } from './tabs/ChangeLogTab.tsx';

function StatusHeader({ meta, record }: { meta: EntityMeta; record: RecordRow }) {
  const { t } = useTranslation();
  const flow = meta.def.status;
  const field = flow ? meta.def.fields.find((f) => f.name === flow.field) : undefined;
  const options = field?.options ?? [];
  const current = options.findIndex((o) => o.value === String(record[flow?.field ?? ''] ?? ''));
  if (!flow || !field || current < 0) return null;
  const option = options[current]!;
  if (flow.steps) {
    return (
      <Steps current={current} data-testid="record-steps" style={{ '--title-font-size': '12px' }}>
        {options.map((o) => (
          <Steps.Step key={o.value} title={optionLabel(field, o, t)} />
        ))}
      </Steps>
    );
  }
  return (
    <Tag data-testid="record-status" color={displayColor(option.color)}>
      {optionLabel(field, option, t)}
    </Tag>
  );
}

function RecordView({ meta, record }: { meta: EntityMeta; record: RecordRow }) {
  const { t } = useTranslation();
  const can = usePermission();
  const [tab, setTab] = useState('details');
  const [followUpOpen, setFollowUpOpen] = useState(false);
  const { def } = meta;
  const actions = useRecordActions(meta, record, () => {
    setTab('followUps');
    setFollowUpOpen(true);
  });
  const title = record[def.titleField];
  const canEdit = allowedByAccess({ needsEdit: true }, record) && can(`${def.permissionPrefix}:edit`);
  const canManageTeam = allowedByAccess({ needsEdit: true }, record) && (can(`${def.permissionPrefix}:team`) || can(`${def.permissionPrefix}:edit`));
  const tabTitle = (key: string, text: string) => <span data-testid={`view-tab-${key}`}>{text}</span>;
  return (
    <div data-testid="record-view" style={{ minHeight: '100%', display: 'flex', flexDirection: 'column' }}>
      <header style={{ padding: 12, background: 'var(--adm-color-background)' }}>
        <h2 data-testid="record-title" style={{ margin: '0 0 6px', fontSize: 18 }}>
          {title === null || title === undefined ? '' : String(title)}{' '}
          {record.lockStatus === LOCK_STATUS.locked && <LockOutline aria-label={t('web.record.locked')} />}
        </h2>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' }}>
          <StatusHeader meta={meta} record={record} />
          {record.ownerId_dictText && <span style={{ color: 'var(--adm-color-weak)', fontSize: 13 }}>{t('web.record.owner')}: {record.ownerId_dictText}</span>}
        </div>
        {def.features.tags && (
          <div data-testid="record-tags" style={{ marginTop: 6 }}>
            <TagsDisplay value={record.tags} />
          </div>
        )}
      </header>
      <Tabs activeKey={tab} onChange={setTab} style={{ flex: 1, background: 'var(--adm-color-background)', marginTop: 8 }}>
        <Tabs.Tab key="details" title={tabTitle('details', t('web.record.tab.details'))}>
          <DetailsTab fields={def.fields} record={record} />
        </Tabs.Tab>
        {def.features.followUp && (
          <Tabs.Tab key="followUps" title={tabTitle('followUps', t('web.record.tab.followUps'))}>
            <FollowUpsTab meta={meta} record={record} formOpen={followUpOpen} setFormOpen={setFollowUpOpen} />
          </Tabs.Tab>
        )}
        {def.relatedLists.map((related) => {
          const target = findEntity(related.entity);
          if (!target) return null;
          const key = `related-${related.entity}`;
          const text = tKey(t, related.label ?? target.label);
          return (
            <Tabs.Tab key={`${key}:${related.field}`} title={tabTitle(key, text)}>
              <RelatedListTab target={target} field={related.field} record={record} title={text} />
            </Tabs.Tab>
          );
        })}
        {def.features.team && (
          <Tabs.Tab key="team" title={tabTitle('team', t('web.record.tab.team'))}>
            <TeamTab tableName={def.table} record={record} canManage={canManageTeam} />
          </Tabs.Tab>
        )}
        {def.features.attachments && (
          <Tabs.Tab key="attachments" title={tabTitle('attachments', t('web.record.tab.attachments'))}>
            <AttachmentsTab tableName={def.table} dataId={record.id} canEdit={canEdit} />
          </Tabs.Tab>
        )}
        {def.features.comments && (
          <Tabs.Tab key="comments" title={tabTitle('comments', t('web.record.tab.comments'))}>
            <CommentsTab tableName={def.table} dataId={record.id} />
          </Tabs.Tab>
        )}
        <Tabs.Tab key="changeLog" title={tabTitle('changeLog', t('web.record.tab.changeLog'))}>
          <ChangeLogTab def={def} dataId={record.id} />
        </Tabs.Tab>
      </Tabs>
      <RecordActionBar actions={actions} />
    </div>
  );
}

/** The generic detail screen of any object (?id=). */
export function RecordViewPage({ source }: { source: EntitySource }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { meta, isLoading, error } = useEntityMeta(source);
  const detail = useQuery({
    ...recordDetailQuery(meta ?? ({ sourceKey: '', paths: { queryById: '' }, params: {} } as unknown as EntityMeta), id),
    enabled: Boolean(meta && id),
  });
  if (error || detail.error || !id) return <ErrorBlock status="default" title={t('web.form.notFound')} description="" />;
  if (isLoading || !meta || !detail.data) {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
        <SpinLoading />
      </div>
    );
  }
  return <RecordView meta={meta} record={detail.data} />;
}
