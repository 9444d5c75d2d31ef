import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button/index.js';
import { LeftOutline } from 'antd-mobile-icons';
import { chineseCapitals, exactMoney, type Lang, type RecordRow } from '@crm/domain';
import { ErrorBlock } from '../../lib/error-block.tsx';
import { fileUrl, HttpError } from '../../lib/http.ts';
import { queryClient } from '../../lib/query-client.ts';
import { backTarget, historyIndex } from '../../lib/route-handle.ts';
import { manifestOf } from '../../records/definitions.ts';
import { companyProfileQuery, isPrintable, printedRecordQuery, productSpecsQuery, type PrintableObject } from './api/print.ts';
import styles from './Print.module.css';

/** Traditional script of the capitals (Taiwan writes 貳, 參, 陸, 萬, 億). */
const TRADITIONAL: Record<string, string> = { 贰: '貳', 叁: '參', 陆: '陸', 万: '萬', 亿: '億', 负: '負' };

/** The amount in capitals in a Chinese language, for an amount in yuan (the capitals name 元); null otherwise. */
export function capitalsOf(amount: unknown, currency: unknown, lang: Lang): string | null {
  if (lang === 'en' || (currency != null && currency !== '' && currency !== 'CNY')) return null;
  const text = chineseCapitals(Number(amount ?? 0));
  if (text === null) return null;
  return lang === 'zh-TW' ? text.replace(/[贰叁陆万亿负]/g, (c) => TRADITIONAL[c] ?? c) : text;
}

const textOf = (value: unknown): string => (value == null ? '' : String(value));

/** A line's product name as sold (kept on the line), else the product's. */
const productOf = (line: RecordRow) => textOf(line.productName) || textOf(line.productId_dictText);

function money(value: unknown, currency: unknown): string {
  const code = textOf(currency);
  const figure = exactMoney(value as number);
  return code && code !== 'CNY' ? `${code} ${figure}` : figure;
}

interface Party {
  label: string;
  value: string;
}

/** The document's head lines: who it is for, and its dates. */
function partiesOf(apiName: PrintableObject, record: RecordRow, t: TFunction): Party[] {
  const parties: Party[] = [{ label: t('web.print.customer'), value: textOf(record.customerId_dictText) }];
  if (apiName === 'crmContract') {
    parties.unshift({ label: t('web.print.contractTitle'), value: textOf(record.title) });
    parties.push({ label: t('web.print.contact'), value: textOf(record.customerSignerId_dictText) });
    if (record.startDate || record.endDate) {
      parties.push({ label: t('web.print.term'), value: t('web.print.termRange', { start: textOf(record.startDate), end: textOf(record.endDate) }) });
    }
  } else {
    parties.push({ label: t('web.print.contact'), value: textOf(record.contacterId_dictText) });
  }
  if (apiName === 'crmQuote' && record.deadline) parties.push({ label: t('web.print.validUntil'), value: textOf(record.deadline) });
  return parties.filter((party) => party.value !== '');
}

const NUMBER_FIELD: Record<PrintableObject, string> = { crmQuote: 'quoteNo', crmOrder: 'orderNo', crmContract: 'contractNo' };
const DATE_FIELD: Record<PrintableObject, string> = { crmQuote: 'quoteDate', crmOrder: 'orderDate', crmContract: 'signDate' };

function PrintedDocument({ apiName, record }: { apiName: PrintableObject; record: RecordRow }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const company = useQuery(companyProfileQuery()).data;
  const lines = Array.isArray(record.details) ? (record.details as unknown as RecordRow[]) : [];
  const productIds = [...new Set(lines.map((line) => textOf(line.productId)).filter(Boolean))];
  const specs = useQuery({ ...productSpecsQuery(productIds), enabled: productIds.length > 0 }).data;
  const currency = record.currency;
  const capitals = capitalsOf(record.amount, currency, lang);
  const ourName = company?.name ?? '';
  return (
    <article className={styles.sheet} data-testid="print-document">
      <header className={styles.head}>
        <div className={styles.company}>
          {company?.logo && <img className={styles.logo} src={fileUrl(company.logo)} alt="" data-testid="print-logo" />}
          <span className={styles.companyName} data-testid="print-company">
            {ourName}
          </span>
        </div>
        <h1 className={styles.title} data-testid="print-title">
          {t(`web.print.titles.${apiName}`)}
        </h1>
        <p className={styles.numbers}>
          <span>
            {t('web.print.number')}：<b data-testid="print-number">{textOf(record[NUMBER_FIELD[apiName]])}</b>
          </span>
          <span>
            {t('web.print.date')}：<b>{textOf(record[DATE_FIELD[apiName]])}</b>
          </span>
        </p>
      </header>
      <dl className={styles.parties}>
        {partiesOf(apiName, record, t).map((party) => (
          <div key={party.label} className={styles.party}>
            <dt>{party.label}</dt>
            <dd>{party.value}</dd>
          </div>
        ))}
      </dl>
      {lines.length > 0 && (
        <table className={styles.lines} data-testid="print-lines">
          <thead>
            <tr>
              <th>{t('web.print.index')}</th>
              <th>{t('web.print.product')}</th>
              <th>{t('web.print.spec')}</th>
              <th>{t('web.print.unit')}</th>
              <th className={styles.number}>{t('web.print.quantity')}</th>
              <th className={styles.number}>{t('web.print.price')}</th>
              <th className={styles.number}>{t('web.print.discount')}</th>
              <th className={styles.number}>{t('web.print.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => (
              <tr key={line.id ?? index} data-testid="print-line">
                <td>{index + 1}</td>
                <td>{productOf(line)}</td>
                <td>{specs?.get(textOf(line.productId)) ?? ''}</td>
                <td>{textOf(line.unit_dictText ?? line.unit)}</td>
                <td className={styles.number}>{textOf(line.quantity)}</td>
                <td className={styles.number}>{exactMoney(line.price as number)}</td>
                <td className={styles.number}>{line.discount != null && Number(line.discount) !== 100 ? `${textOf(line.discount)}%` : ''}</td>
                <td className={styles.number}>{exactMoney(line.amount as number)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <dl className={styles.totals} data-testid="print-totals">
        {apiName === 'crmOrder' && record.discount != null && Number(record.discount) !== 100 && (
          <>
            <div className={styles.total}>
              <dt>{t('web.print.productTotal')}</dt>
              <dd>{money(record.productTotal, currency)}</dd>
            </div>
            <div className={styles.total}>
              <dt>{t('web.print.orderDiscount')}</dt>
              <dd>{textOf(record.discount)}%</dd>
            </div>
          </>
        )}
        <div className={`${styles.total} ${styles.grand}`}>
          <dt>{t('web.print.total')}</dt>
          <dd data-testid="print-total">{money(record.amount, currency)}</dd>
        </div>
        {capitals && (
          <div className={styles.total}>
            <dt>{t('web.print.capitals')}</dt>
            <dd data-testid="print-capitals">{capitals}</dd>
          </div>
        )}
      </dl>
      <section className={styles.remark}>
        <h2>{t('web.print.remark')}</h2>
        <p data-testid="print-remark">{textOf(record.remark) || t('web.print.noRemark')}</p>
      </section>
      <footer className={styles.signatures}>
        {[
          // A contract names both signatories; the other documents leave the lines to fill by hand.
          { key: 'ours', side: t('web.print.ourSide'), name: ourName, signer: textOf(record.ourSignerId_dictText) },
          { key: 'customer', side: t('web.print.customerSide'), name: textOf(record.customerId_dictText), signer: textOf(record.customerSignerId_dictText) },
        ].map((block) => (
          <div key={block.key} className={styles.signature} data-testid={`print-signature-${block.key}`}>
            <p className={styles.side}>{block.side}</p>
            <p className={styles.partyName}>{block.name}</p>
            <p className={styles.blank}>
              {t('web.print.signer')}：{block.signer}
            </p>
            <p className={styles.blank}>{t('web.print.signDate')}：</p>
          </div>
        ))}
      </footer>
    </article>
  );
}

function PrintContent({ apiName, id }: { apiName: PrintableObject; id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const record = useQuery(printedRecordQuery(apiName, id));
  // Outside the user's rights or scope, or no such record: the usual "not found" screen.
  const refused = record.error instanceof HttpError ? record.error.status : null;
  if (refused === 400 || refused === 403 || refused === 404) return <Navigate to="/404" replace />;

  function back() {
    const target = backTarget(historyIndex());
    if (target === -1) void navigate(-1);
    else void navigate(`${manifestOf(apiName)?.routes.view ?? '/'}?id=${encodeURIComponent(id)}`, { replace: true });
  }

  return (
    <>
      <div className={styles.toolbar} data-testid="print-toolbar">
        <Button className={styles.tool} onClick={back} data-testid="print-back">
          <LeftOutline /> {t('web.print.back')}
        </Button>
        <span className={styles.hint}>{t('web.print.hint')}</span>
        <Button className={styles.tool} color="primary" disabled={!record.data} onClick={() => window.print()} data-testid="print-print">
          {t('web.print.print')}
        </Button>
      </div>
      {record.error ? (
        <ErrorBlock status="default" title={t('web.common.loadFailed')} description="">
          <Button color="primary" className={styles.tool} onClick={() => void record.refetch()}>
            {t('web.common.retry')}
          </Button>
        </ErrorBlock>
      ) : record.data ? (
        <PrintedDocument apiName={apiName} record={record.data} />
      ) : (
        <p className={styles.loading} role="status">
          {t('web.common.loading')}
        </p>
      )}
    </>
  );
}

/**
 * /print?apiName=&id= (issue 20, spec section 2): a quote, an order or a contract as a document
 * on paper (A4): the company's name and logo, the title, number and date, the customer and
 * contact, the lines, the totals (in Chinese also in capitals), the remarks and the blocks to sign
 * and seal. A bare page outside the shell; on screen a toolbar prints it and goes back, on paper
 * nothing but the document shows.
 */
export function PrintPage() {
  const [params] = useSearchParams();
  const apiName = params.get('apiName') ?? '';
  const id = params.get('id') ?? '';
  if (!isPrintable(apiName) || id === '') return <Navigate to="/404" replace />;
  return (
    <QueryClientProvider client={queryClient}>
      <div className={styles.page}>
        <PrintContent key={`${apiName}:${id}`} apiName={apiName} id={id} />
      </div>
    </QueryClientProvider>
  );
}
