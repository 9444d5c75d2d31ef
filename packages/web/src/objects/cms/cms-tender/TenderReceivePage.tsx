import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import { TENDER_STATUS, type RecordRow } from '@crm/domain';
import { feedback } from '../../../lib/feedback.ts';
import { HttpError } from '../../../lib/http.ts';
import { tKey } from '../../../lib/i18n.ts';
import { recordDetailQuery, useRunActionBatch } from '../../../records/api/record-queries.ts';
import { FieldDisplay } from '../../../records/fields/FieldDisplay.tsx';
import { fieldLabel } from '../../../records/fields/field-label.ts';
import { useEntityMeta, type EntityMeta } from '../../../records/meta/entity-meta.ts';
import { recordViewUrl } from '../../../records/view/record-links.ts';
import { ScreenLoading, ScreenMessage } from '../../../records/view/ScreenState.tsx';

const SOURCE = { kind: 'entity', apiName: 'cmsTender' } as const;

/** What the salesperson weighs before claiming a notice. */
const FACTS = ['buyer', 'budget', 'region', 'deadline', 'status', 'claimUserId'];

function Receive({ meta, tender, reload }: { meta: EntityMeta; tender: RecordRow; reload(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const claim = useRunActionBatch(meta.def);
  const [refusal, setRefusal] = useState<string | null>(null);
  const open = tender._access?.actions?.receive === true;
  const facts = FACTS.flatMap((name) => meta.def.fields.filter((field) => field.name === name));
  const viewUrl = recordViewUrl(meta, tender.id);

  async function receive() {
    setRefusal(null);
    try {
      await claim.mutateAsync({ name: 'receive', ids: [tender.id] });
    } catch (error) {
      // Someone was quicker: the server says so, and the notice as it now stands shows below.
      setRefusal(error instanceof HttpError ? error.envelope?.message || error.message : t('web.http.unknownError'));
      reload();
      return;
    }
    feedback.success(t('entity.cmsTender.receivePage.done'));
    void navigate(viewUrl, { replace: true });
  }

  const closedText =
    tender.status === TENDER_STATUS.unclaimed
      ? t('entity.cmsTender.receivePage.notOpen')
      : tender.claimUserId_dictText
        ? t('entity.cmsTender.receivePage.takenBy', { name: String(tender.claimUserId_dictText) })
        : t('entity.cmsTender.receivePage.notOpen');

  return (
    <div data-testid="tender-receive">
      <header style={{ padding: 12, background: 'var(--adm-color-background)', marginBottom: 8 }}>
        <div style={{ color: 'var(--adm-color-weak)', fontSize: 13 }}>{tKey(t, meta.def.label)}</div>
        <h2 data-testid="tender-title" style={{ margin: '2px 0 0', fontSize: 18 }}>
          {String(tender.title ?? '')}
        </h2>
      </header>
      <dl style={{ margin: 0, padding: '4px 12px', background: 'var(--adm-color-background)' }}>
        {facts.map((field) => (
          <div key={field.name} style={{ display: 'flex', gap: 12, padding: '8px 0', borderBottom: '1px solid var(--adm-color-border)' }}>
            <dt style={{ width: 96, flex: 'none', color: 'var(--adm-color-weak)' }}>{fieldLabel(field, t)}</dt>
            <dd style={{ margin: 0, minWidth: 0, wordBreak: 'break-word' }}>
              <FieldDisplay field={field} record={tender} />
            </dd>
          </div>
        ))}
      </dl>
      <section style={{ padding: 12 }}>
        {refusal && (
          <p role="alert" data-testid="tender-receive-refusal" style={{ color: 'var(--adm-color-danger)', margin: '0 0 12px' }}>
            {refusal}
          </p>
        )}
        {open ? (
          <>
            <p style={{ color: 'var(--adm-color-weak)', margin: '0 0 12px', fontSize: 13 }}>{t('entity.cmsTender.receivePage.hint')}</p>
            <Button block color="primary" size="large" loading={claim.isPending} onClick={() => void receive()} data-testid="tender-receive-submit">
              {t('entity.cmsTender.receivePage.claim')}
            </Button>
          </>
        ) : (
          <>
            {!refusal && (
              <p role="status" data-testid="tender-receive-closed" style={{ color: 'var(--adm-color-weak)', margin: '0 0 12px' }}>
                {closedText}
              </p>
            )}
            <Button block size="large" onClick={() => void navigate(viewUrl, { replace: true })} data-testid="tender-receive-view">
              {t('entity.cmsTender.receivePage.toView')}
            </Button>
          </>
        )}
      </section>
    </div>
  );
}

/**
 * /cms/cmsTenderReceive?id= (spec section 2): the page of a tender's `receive` action, opened from
 * its detail screen's button. The notice's key facts, then the claim: through the batch route,
 * which takes no version (claiming goes by the notice's status); of two salespeople at once the
 * second is told in place who has it. Claimed, it goes on to the notice's detail screen.
 */
export function TenderReceivePage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { meta, isLoading, error } = useEntityMeta(SOURCE);
  const detail = useQuery({
    ...recordDetailQuery(meta ?? ({ sourceKey: '', paths: { queryById: '' }, params: {} } as unknown as EntityMeta), id),
    enabled: Boolean(meta && id),
  });
  if (error || detail.error || !id) return <ScreenMessage />;
  if (isLoading || !meta || !detail.data) return <ScreenLoading />;
  return <Receive meta={meta} tender={detail.data} reload={() => void detail.refetch()} />;
}
