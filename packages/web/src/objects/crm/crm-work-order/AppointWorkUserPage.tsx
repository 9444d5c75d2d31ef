import { useDeferredValue, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import SearchBar from 'antd-mobile/es/components/search-bar/index.js';
import type { EngineerItem, RecordRow } from '@crm/domain';
import { feedback } from '../../../lib/feedback.ts';
import { tKey } from '../../../lib/i18n.ts';
import { backTarget, historyIndex } from '../../../lib/route-handle.ts';
import { fieldErrorsOf, recordDetailQuery, useRunAction } from '../../../records/api/record-queries.ts';
import { useEntityMeta, type EntityMeta, type EntitySource } from '../../../records/meta/entity-meta.ts';
import { recordViewUrl } from '../../../records/view/record-links.ts';
import { ScreenLoading, ScreenMessage } from '../../../records/view/ScreenState.tsx';
import { EngineerStatusTag } from './EngineerStatusTag.tsx';
import { engineersQuery } from './work-user-api.ts';
import styles from './WorkOrder.module.css';

const WORK_ORDERS: EntitySource = { kind: 'entity', apiName: 'crmWorkOrder' };

function Engineer({ engineer, chosen, onChoose }: { engineer: EngineerItem; chosen: boolean; onChoose(): void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles.engineer} aria-pressed={chosen} onClick={onChoose} data-testid={`engineer-${engineer.id}`}>
      <span className={styles.who}>
        <span className={styles.name}>{engineer.realname}</span> <EngineerStatusTag status={engineer.status} />
        <div className={styles.weak}>{engineer.departName ?? ''}</div>
      </span>
      <span className={styles.load}>{t('entity.crmWorkOrder.appoint.openCount', { count: engineer.openCount })}</span>
    </button>
  );
}

function Appoint({ meta, order }: { meta: EntityMeta; order: RecordRow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const run = useRunAction(meta);
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<EngineerItem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const engineers = useQuery(engineersQuery(useDeferredValue(keyword).trim()));

  if (order._access?.actions?.assign !== true) {
    return <ScreenMessage text={t('web.action.actionPage.notAllowed', { action: t('entity.crmWorkOrder.action.assign') })} />;
  }

  // Back to the work order it was opened from, or to its detail when the page was opened by its address.
  function back() {
    if (backTarget(historyIndex()) === -1) void navigate(-1);
    else void navigate(recordViewUrl(meta, order.id), { replace: true });
  }

  async function assign(engineer: EngineerItem) {
    setError(null);
    try {
      await run.mutateAsync({ name: 'assign', id: order.id, version: order.version, values: { engineerId: engineer.id } });
    } catch (failure) {
      setError(fieldErrorsOf(failure)?.engineerId ?? null);
      return;
    }
    feedback.success(t('entity.crmWorkOrder.appoint.assigned', { name: engineer.realname }));
    back();
  }

  const title = order[meta.def.titleField];
  return (
    <div className={styles.page} data-testid="appoint-work-user">
      <header className={styles.header}>
        <div className={styles.weak}>
          {tKey(t, meta.def.label)} {String(order.workOrderNo ?? '')}
        </div>
        <h2 className={styles.title}>{title === null || title === undefined ? '' : String(title)}</h2>
      </header>
      <SearchBar placeholder={t('entity.crmWorkOrder.appoint.search')} value={keyword} onChange={setKeyword} style={{ margin: 8 }} />
      {engineers.isLoading ? (
        <ScreenLoading />
      ) : engineers.error ? (
        <ScreenMessage />
      ) : (engineers.data ?? []).length === 0 ? (
        <ScreenMessage text={t('entity.crmWorkOrder.appoint.none')} />
      ) : (
        <div className={styles.list} role="list">
          {engineers.data!.map((engineer) => (
            <Engineer key={engineer.id} engineer={engineer} chosen={chosen?.id === engineer.id} onChoose={() => setChosen(engineer)} />
          ))}
        </div>
      )}
      {error && (
        <div role="alert" className={styles.error}>
          {error}
        </div>
      )}
      <footer className={styles.footer}>
        <Button
          block
          color="primary"
          size="large"
          disabled={!chosen}
          loading={run.isPending}
          onClick={() => {
            if (chosen) void assign(chosen);
          }}
          data-testid="appoint-confirm"
        >
          {chosen ? t('entity.crmWorkOrder.appoint.confirm', { name: chosen.realname }) : t('entity.crmWorkOrder.appoint.choose')}
        </Button>
      </footer>
    </div>
  );
}

/** /crm/appointWorkUser?id=: the assign action's page, the dispatcher choosing an engineer by status and open load. */
export function AppointWorkUserPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { meta, isLoading, error } = useEntityMeta(WORK_ORDERS);
  const detail = useQuery({
    ...recordDetailQuery(meta ?? ({ sourceKey: '', paths: { queryById: '' }, params: {} } as unknown as EntityMeta), id),
    enabled: Boolean(meta && id),
  });
  if (error || detail.error || !id) return <ScreenMessage />;
  if (isLoading || !meta || !detail.data) return <ScreenLoading />;
  return <Appoint meta={meta} order={detail.data} />;
}
