import type { ComponentType } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { actionLabel, actionsOf, type ActionDef, type RecordRow } from '@crm/domain';
import { tKey } from '../../lib/i18n.ts';
import { backTarget, historyIndex } from '../../lib/route-handle.ts';
import { recordDetailQuery } from '../api/record-queries.ts';
import { useEntityMeta, type EntityMeta, type EntitySource } from '../meta/entity-meta.ts';
import { manifestOfTable } from '../definitions.ts';
import { ActionForm } from './ActionForm.tsx';
import { recordViewUrl } from './record-links.ts';
import { ScreenLoading, ScreenMessage } from './ScreenState.tsx';
import { recordTitle } from '../record-title.ts';

/** Why the action cannot run, as the detail screen, which would not have offered it, knows. */
function refusalText(record: RecordRow, actionText: string, t: TFunction): string {
  const access = record._access;
  const readOnly = access?.canEdit === false && !access.locked;
  return t(readOnly ? 'web.action.actionPage.readOnly' : 'web.action.actionPage.notAllowed', { action: actionText });
}

function ActionScreen({ meta, record, name, action }: { meta: EntityMeta; record: RecordRow; name: string; action: ActionDef | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { def } = meta;
  const title = recordTitle(def, record);
  const actionText = action ? tKey(t, actionLabel(def, name, action)) : name;

  // Back to the detail screen it was opened from, or to the record's when the page was opened by its address.
  function back() {
    if (backTarget(historyIndex()) === -1) void navigate(-1);
    else void navigate(recordViewUrl(meta, record.id), { replace: true });
  }

  return (
    <div data-testid={`action-page-${name}`}>
      <header style={{ padding: 12, background: 'var(--adm-color-background)', marginBottom: 8 }}>
        <div style={{ color: 'var(--adm-color-weak)', fontSize: 13 }}>{tKey(t, def.label)}</div>
        <h2 data-testid="action-page-title" style={{ margin: '2px 0 0', fontSize: 18 }}>
          {title}
        </h2>
      </header>
      {/* What the server says of this record for this user, as the detail screen's button does. */}
      {action && record._access?.actions?.[name] === true ? (
        <section style={{ background: 'var(--adm-color-background)' }} aria-label={actionText}>
          <ActionForm meta={meta} record={record} name={name} action={action} onDone={back} onCancel={back} submitText={actionText} />
        </section>
      ) : (
        <ScreenMessage text={refusalText(record, actionText, t)} />
      )}
    </div>
  );
}

/**
 * The page of an action with a `screen` (`<screen>?id=`), for any object: the record's title, then
 * the action's form full-page, as its sheet would hold it. Done or cancelled, it goes back to the
 * record.
 */
function ActionPage({ source, name }: { source: EntitySource; name: string }) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { meta, isLoading, error } = useEntityMeta(source);
  const detail = useQuery({
    ...recordDetailQuery(meta ?? ({ sourceKey: '', paths: { queryById: '' }, params: {} } as unknown as EntityMeta), id),
    enabled: Boolean(meta && id),
  });
  if (error || detail.error || !id) return <ScreenMessage />;
  if (isLoading || !meta || !detail.data) return <ScreenLoading />;
  return <ActionScreen meta={meta} record={detail.data} name={name} action={actionsOf(meta.def)[name]} />;
}

/** The page of `apiName`'s action `name`, for an object's web folder to list among its screens. */
export function actionPageOf(apiName: string, name: string): ComponentType {
  const source: EntitySource = { kind: 'entity', apiName };
  return function ObjectActionPage() {
    return <ActionPage source={source} name={name} />;
  };
}

/**
 * The page of an action every object with a feature gains, shared by all of them (the spec's
 * /common/changePeriod and /common/appoint): `?tableName=<table>&id=<id>` names the record.
 */
export function commonActionPage(name: string): ComponentType {
  return function CommonActionPage() {
    const [params] = useSearchParams();
    const entity = manifestOfTable(params.get('tableName') ?? '');
    if (!entity) return <ScreenMessage />;
    return <ActionPage source={{ kind: 'entity', apiName: entity.apiName }} name={name} />;
  };
}
