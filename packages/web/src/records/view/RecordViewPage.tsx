import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ScreenLoading, ScreenMessage } from './ScreenState.tsx';
import Steps from 'antd-mobile/es/components/steps/index.js';
import Tag from 'antd-mobile/es/components/tag/index.js';
import { LockOutline } from 'antd-mobile-icons';
import { actionsOf, EMAIL_APP, LOCK_STATUS, MAIL_LINKED_OBJECTS, type RecordRow } from '@crm/domain';
import { loadTexts, tKey } from '../../lib/i18n.ts';
import { usePermission } from '../../lib/permission.tsx';
import { manifestOf } from '../definitions.ts';
import { useEntityMeta, type EntityMeta, type EntitySource } from '../meta/entity-meta.ts';
import { recordDetailQuery } from '../api/record-queries.ts';
import { optionLabel } from '../fields/field-label.ts';
import { displayColor } from '../fields/colors.ts';
import { TagsDisplay } from '../fields/display/TagsDisplay.tsx';
import { DialSubject } from '../fields/dial-subject.ts';
import { RecordActionBar, RecordActionBarSpace, RefusedActions, allowedByAccess, useRecordActions, webObjectQuery } from './RecordActionBar.tsx';
import { DetailsTab } from './tabs/DetailsTab.tsx';
import { RecordTabBar } from './RecordTabBar.tsx';
import { recordTitle } from '../record-title.ts';

// The star is drawn once the server has said whether the user follows the record: its code (and
// its queries') loads beside that answer, not with the screen.
const StarButton = lazy(() => import('./StarButton.tsx').then((m) => ({ default: m.StarButton })));

// Tabs other than the details load when first opened: the detail screen's first paint stays light.
const FollowUpsTab = lazy(() => import('./tabs/FollowUpsTab.tsx').then((m) => ({ default: m.FollowUpsTab })));
const RelatedListTab = lazy(() => import('./tabs/RelatedListTab.tsx').then((m) => ({ default: m.RelatedListTab })));
const TeamTab = lazy(() => import('./tabs/TeamTab.tsx').then((m) => ({ default: m.TeamTab })));
const AttachmentsTab = lazy(() => import('./tabs/AttachmentsTab.tsx').then((m) => ({ default: m.AttachmentsTab })));
const CommentsTab = lazy(() => import('./tabs/CommentsTab.tsx').then((m) => ({ default: m.CommentsTab })));
const ChangeLogTab = lazy(() => import('./tabs/ChangeLogTab.tsx').then((m) => ({ default: m.ChangeLogTab })));
const ViewersTab = lazy(() => import('./tabs/ViewersTab.tsx').then((m) => ({ default: m.ViewersTab })));
const MailTab = lazy(() => import('./tabs/MailTab.tsx').then((m) => ({ default: m.MailTab })));
// The approval section (its calls and the audit texts) loads only on detail screens of audited objects.
const AuditSection = lazy(async () => {
  const [{ AuditSection: Section }] = await Promise.all([import('./AuditSection.tsx'), loadTexts(['audit'])]);
  return { default: Section };
});
// The action sheet (a popup and its pickers) loads when an action with inputs is first tapped.
const ActionSheet = lazy(() => import('./ActionSheet.tsx').then((m) => ({ default: m.ActionSheet })));

interface ViewTab {
  key: string;
  title: string;
  render(): ReactNode;
}

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
  const [sheet, setSheet] = useState<string | null>(null);
  const actions = useRecordActions(meta, record, {
    onFollowUp: () => {
      setTab('followUps');
      setFollowUpOpen(true);
    },
    onSheet: setSheet,
  });
  const sheetAction = sheet ? actionsOf(def)[sheet] : undefined;
  const Panel = useQuery({ ...webObjectQuery(def.apiName), enabled: meta.source.kind === 'entity' }).data?.panel;
  const title = recordTitle(def, record);
  const canEdit = allowedByAccess({ needsEdit: true }, record) && can(`${def.permissionPrefix}:edit`);
  const canManageTeam = allowedByAccess({ needsEdit: true }, record) && (can(`${def.permissionPrefix}:team`) || can(`${def.permissionPrefix}:edit`));
  const tabs: ViewTab[] = [{ key: 'details', title: t('web.record.tab.details'), render: () => <DetailsTab fields={def.fields} record={record} /> }];
  if (def.features.followUp) {
    tabs.push({
      key: 'followUps',
      title: t('web.record.tab.followUps'),
      render: () => <FollowUpsTab meta={meta} record={record} formOpen={followUpOpen} setFormOpen={setFollowUpOpen} />,
    });
  }
  // The user's own mail with a contact, customer or lead (issue 21), for whoever uses e-mail.
  if ((MAIL_LINKED_OBJECTS as readonly string[]).includes(def.apiName) && can(EMAIL_APP)) {
    const email = typeof record.email === 'string' && record.email ? record.email : null;
    tabs.push({ key: 'mail', title: t('web.record.tab.mail'), render: () => <MailTab apiName={def.apiName} id={record.id} email={email} /> });
  }
  for (const related of def.relatedLists) {
    // The tab's title from the light manifest; its object's definition loads when it is opened.
    const target = manifestOf(related.entity);
    if (!target) continue;
    const text = tKey(t, related.label ?? target.label);
    tabs.push({
      key: `related-${related.entity}`,
      title: text,
      render: () => <RelatedListTab apiName={related.entity} field={related.field} record={record} recordTitle={title || record.id} title={text} />,
    });
  }
  if (def.features.team) {
    tabs.push({ key: 'team', title: t('web.record.tab.team'), render: () => <TeamTab tableName={def.table} record={record} canManage={canManageTeam} /> });
  }
  if (def.features.attachments) {
    tabs.push({
      key: 'attachments',
      title: t('web.record.tab.attachments'),
      render: () => <AttachmentsTab tableName={def.table} dataId={record.id} canEdit={canEdit} />,
    });
  }
  if (def.features.comments) {
    tabs.push({ key: 'comments', title: t('web.record.tab.comments'), render: () => <CommentsTab tableName={def.table} dataId={record.id} /> });
  }
  tabs.push({ key: 'changeLog', title: t('web.record.tab.changeLog'), render: () => <ChangeLogTab def={def} dataId={record.id} /> });
  // Who opened it (the browse list): business objects only, not the rows of extension tables.
  if (meta.source.kind === 'entity') {
    tabs.push({ key: 'viewers', title: t('web.record.tab.viewers'), render: () => <ViewersTab apiName={def.apiName} id={record.id} /> });
  }
  const active = tabs.find((x) => x.key === tab) ?? tabs[0]!;
  // A number on this screen calls this record (offered as a call record afterwards).
  const dial = meta.source.kind === 'entity' ? { objectName: def.apiName, recordId: record.id, title } : null;
  return (
    <DialSubject.Provider value={dial}>
      <div data-testid="record-view" style={{ minHeight: '100%', display: 'flex', flexDirection: 'column' }}>
        <header style={{ padding: 12, background: 'var(--adm-color-background)' }}>
          {/* My follows (issue 20): business objects' records, not the rows of extension tables. */}
          {meta.source.kind === 'entity' && (
            <Suspense fallback={null}>
              <StarButton apiName={def.apiName} id={record.id} />
            </Suspense>
          )}
          <h2 data-testid="record-title" style={{ margin: '0 0 6px', fontSize: 18 }}>
            {title} {record.lockStatus === LOCK_STATUS.locked && <LockOutline aria-label={t('web.record.locked')} />}
          </h2>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' }}>
            <StatusHeader meta={meta} record={record} />
            {record.ownerId_dictText && (
              <span style={{ color: 'var(--adm-color-weak)', fontSize: 13 }} data-testid="record-owner">
                {t('web.record.owner')}: {record.ownerId_dictText}
              </span>
            )}
          </div>
          {def.features.tags && (
            <div data-testid="record-tags" style={{ marginTop: 6 }}>
              <TagsDisplay value={record.tags} />
            </div>
          )}
          <RefusedActions actions={actions} />
        </header>
        {def.features.audit && meta.source.kind === 'entity' && (
          <Suspense fallback={null}>
            <AuditSection meta={meta} record={record} />
          </Suspense>
        )}
        {Panel && <Panel meta={meta} record={record} />}
        <section style={{ flex: 1, background: 'var(--adm-color-background)', marginTop: 8 }}>
          <RecordTabBar tabs={tabs} active={active.key} onChange={setTab} />
          <Suspense fallback={<ScreenLoading />}>{active.render()}</Suspense>
        </section>
        <RecordActionBarSpace actions={actions} />
        <RecordActionBar actions={actions} />
        {sheet && sheetAction && (
          <Suspense fallback={null}>
            <ActionSheet meta={meta} record={record} name={sheet} action={sheetAction} onClose={() => setSheet(null)} />
          </Suspense>
        )}
      </div>
    </DialSubject.Provider>
  );
}

/** The generic detail screen of any object (?id=). */
export function RecordViewPage({ source }: { source: EntitySource }) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { meta, isLoading, error } = useEntityMeta(source);
  const detail = useQuery({
    ...recordDetailQuery(meta ?? ({ sourceKey: '', paths: { queryById: '' }, params: {} } as unknown as EntityMeta), id),
    enabled: Boolean(meta && id),
  });
  if (error || detail.error || !id) return <ScreenMessage />;
  if (isLoading || !meta || !detail.data) {
    return <ScreenLoading />;
  }
  return <RecordView meta={meta} record={detail.data} />;
}
