import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import { roundTo, type EntityDef, type FieldDef, type RecordRow } from '@crm/domain';
import { feedback } from '../../../lib/feedback.ts';
import { HttpError } from '../../../lib/http.ts';
import { tKey } from '../../../lib/i18n.ts';
import { backTarget, historyIndex } from '../../../lib/route-handle.ts';
import { recordDetailQuery, useRunAction } from '../../../records/api/record-queries.ts';
import { FieldDisplay } from '../../../records/fields/FieldDisplay.tsx';
import { useEntityMeta, type EntityMeta, type EntitySource } from '../../../records/meta/entity-meta.ts';
import { recordViewUrl } from '../../../records/view/record-links.ts';
import { ScreenLoading, ScreenMessage } from '../../../records/view/ScreenState.tsx';
import styles from './PickQuote.module.css';

const INQUIRIES: EntitySource = { kind: 'entity', apiName: 'srmInquiry' };

/** One supplier's offer: their quotes of the inquiry's products, in the inquiry's order, and what they add up to. */
interface Offer {
  supplierId: string;
  name: string;
  quotes: RecordRow[];
  total: number;
  picked: boolean;
}

/** The inquiry's quotes by supplier, in the order they were recorded. */
function offersOf(quotes: readonly RecordRow[]): Offer[] {
  const offers = new Map<string, Offer>();
  for (const quote of quotes) {
    const supplierId = String(quote.supplierId);
    const offer = offers.get(supplierId) ?? {
      supplierId,
      name: String(quote.supplierId_dictText ?? quote.supplierName ?? ''),
      quotes: [],
      total: 0,
      picked: false,
    };
    offer.quotes.push(quote);
    offer.total = roundTo(offer.total + Number(quote.amount ?? 0), 2);
    offer.picked ||= quote.picked === true;
    offers.set(supplierId, offer);
  }
  return [...offers.values()];
}

const fieldOf = (def: EntityDef, name: string) => def.fields.find((field) => field.name === name);

function OfferCard({ offer, line, total, chosen, onChoose }: { offer: Offer; line: EntityDef; total: FieldDef; chosen: boolean; onChoose(): void }) {
  const { t } = useTranslation();
  const shown = (name: string, quote: RecordRow) => {
    const field = fieldOf(line, name);
    return field ? <FieldDisplay field={field} record={quote} /> : null;
  };
  return (
    <button type="button" className={styles.offer} aria-pressed={chosen} onClick={onChoose} data-testid={`offer-${offer.supplierId}`}>
      <span className={styles.supplier}>
        <span className={styles.name}>{offer.name}</span>
        <span className={styles.total} data-testid="offer-total">
          {t('entity.srmInquiry.pickPage.total')} <FieldDisplay field={total} record={{ [total.name]: offer.total }} />
        </span>
      </span>
      {offer.quotes.map((quote) => (
        <span key={quote.id} className={styles.quote} data-testid="offer-quote">
          <span className={styles.product}>{String(quote.productId_dictText ?? '')}</span>
          <span className={styles.weak}>
            {shown('price', quote)} × {String(quote.quantity ?? '')} = {shown('amount', quote)}
          </span>
          <span className={styles.weak}>
            {quote.deliveryDays ? t('entity.srmInquiry.pickPage.delivery', { days: quote.deliveryDays }) : null}
            {quote.deliveryDays && quote.validUntil ? ' · ' : null}
            {quote.validUntil ? t('entity.srmInquiry.pickPage.validUntil', { date: quote.validUntil }) : null}
          </span>
        </span>
      ))}
    </button>
  );
}

function PickQuote({ meta, inquiry }: { meta: EntityMeta; inquiry: RecordRow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const run = useRunAction(meta);
  const offers = offersOf((inquiry.quotes as RecordRow[] | undefined) ?? []);
  const [chosen, setChosen] = useState<Offer | undefined>(() => offers.find((offer) => offer.picked));
  const [refusal, setRefusal] = useState<string | null>(null);
  const line = fieldOf(meta.def, 'quotes')?.lines?.object;
  const total = fieldOf(meta.def, 'pickedAmount');

  if (inquiry._access?.actions?.pick !== true || !line || !total) {
    return <ScreenMessage text={t('web.action.actionPage.notAllowed', { action: t('entity.srmInquiry.action.pick') })} />;
  }

  // Back to the inquiry it was opened from, or to its detail when the page was opened by its address.
  function back() {
    if (backTarget(historyIndex()) === -1) void navigate(-1);
    else void navigate(recordViewUrl(meta, inquiry.id), { replace: true });
  }

  // Any quote of the supplier picks their whole offer (the server's rule): the first one is sent.
  async function pick(offer: Offer) {
    setRefusal(null);
    try {
      await run.mutateAsync({ name: 'pick', id: inquiry.id, version: inquiry.version, values: { quoteId: offer.quotes[0]!.id } });
    } catch (error) {
      setRefusal(error instanceof HttpError ? error.envelope?.message || error.message : t('web.http.unknownError'));
      return;
    }
    feedback.success(t('entity.srmInquiry.pickPage.picked', { supplier: offer.name }));
    back();
  }

  const title = inquiry[meta.def.titleField];
  return (
    <div className={styles.page} data-testid="pick-quote">
      <header className={styles.header}>
        <div className={styles.weak}>
          {tKey(t, meta.def.label)} {String(inquiry.inquiryNo ?? '')}
        </div>
        <h2 className={styles.title}>{title === null || title === undefined ? '' : String(title)}</h2>
      </header>
      <p className={styles.hint}>{t('entity.srmInquiry.pickPage.hint')}</p>
      {offers.length === 0 ? (
        <ScreenMessage text={t('entity.srmInquiry.pickPage.none')} />
      ) : (
        <div className={styles.list} role="list">
          {offers.map((offer) => (
            <OfferCard
              key={offer.supplierId}
              offer={offer}
              line={line}
              total={total}
              chosen={chosen?.supplierId === offer.supplierId}
              onChoose={() => setChosen(offer)}
            />
          ))}
        </div>
      )}
      {refusal && (
        <div role="alert" className={styles.error}>
          {refusal}
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
            if (chosen) void pick(chosen);
          }}
          data-testid="pick-confirm"
        >
          {chosen ? t('entity.srmInquiry.pickPage.confirm', { supplier: chosen.name }) : t('entity.srmInquiry.pickPage.choose')}
        </Button>
      </footer>
    </div>
  );
}

/** /srm/srmInquiryPick?id=: the pick action's page, the suppliers' offers side by side, one chosen. */
export function PickQuotePage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { meta, isLoading, error } = useEntityMeta(INQUIRIES);
  const detail = useQuery({
    ...recordDetailQuery(meta ?? ({ sourceKey: '', paths: { queryById: '' }, params: {} } as unknown as EntityMeta), id),
    enabled: Boolean(meta && id),
  });
  if (error || detail.error || !id) return <ScreenMessage />;
  if (isLoading || !meta || !detail.data) return <ScreenLoading />;
  return <PickQuote meta={meta} inquiry={detail.data} />;
}
