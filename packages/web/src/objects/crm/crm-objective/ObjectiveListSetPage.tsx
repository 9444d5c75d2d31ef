import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import {
  formatAmount,
  OBJECTIVE_API,
  OBJECTIVE_TYPE,
  type ObjectiveListSetInput,
  type ObjectiveListSetRefusal,
  type ObjectiveSheet,
  type ObjectiveSheetRow,
} from '@crm/domain';
import { ChoiceBar, Choices } from '../../../lib/choices/Choices.tsx';
import { ErrorBlock } from '../../../lib/error-block.tsx';
import { feedback } from '../../../lib/feedback.ts';
import { http, HttpError, refusalOf } from '../../../lib/http.ts';
import { useLang } from '../../../lib/i18n.ts';
import { resultOf } from '../../../lib/shared-queries.ts';
import { useSymbolOf } from '../../../records/fields/field-queries.ts';
import { MONTH_LABELS } from './month-labels.ts';
import styles from './ObjectiveListSetPage.module.css';

const TYPES = [OBJECTIVE_TYPE.won, OBJECTIVE_TYPE.received] as const;
const TYPE_LABEL = {
  [OBJECTIVE_TYPE.won]: 'entity.crmObjective.typeWon',
  [OBJECTIVE_TYPE.received]: 'entity.crmObjective.typeReceived',
} as const;

interface SheetAsk {
  year: number;
  objectiveType: string;
  departmentId?: string;
}

const sheetKey = (ask: SheetAsk) => ['objectiveSheet', ask.year, ask.objectiveType, ask.departmentId ?? ''] as const;

/** GET OBJECTIVE_API.listSet: the department's and its people's targets of the year (the department defaults to the server's choice). */
const sheetQuery = (ask: SheetAsk) =>
  queryOptions({
    queryKey: sheetKey(ask),
    queryFn: ({ signal }) => http.get<ObjectiveSheet>(OBJECTIVE_API.listSet, { ...ask }, { signal }).then(resultOf),
  });

/** A row's place in the draft: the person, or the department's own row. */
const keyOf = (row: ObjectiveSheetRow) => row.userId ?? 'department';

/** What was typed, as an amount: a number of at most two decimals, not negative; null otherwise. */
function amountOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** One person's (or the department's) card: its twelve months in a 3 × 4 grid of inputs and the year's total as typed. */
function RowCard({
  row,
  months,
  refusal,
  money,
  onChange,
}: {
  row: ObjectiveSheetRow;
  months: readonly string[];
  refusal: string | undefined;
  money: (n: number) => string;
  onChange(month: number, text: string): void;
}) {
  const { t } = useTranslation();
  const amounts = months.map(amountOf);
  const total = amounts.reduce<number>((sum, amount) => sum + (amount ?? 0), 0);
  const title = row.userId === null ? `${row.name} · ${t('entity.crmObjective.listSet.departmentRow')}` : row.name;
  return (
    <section className={styles.card} aria-label={row.name} data-testid={`objective-row-${keyOf(row)}`}>
      <header className={styles.cardHeader}>
        <h2 className={styles.name}>{title}</h2>
        <span className={styles.total} data-testid="objective-row-total">
          {t('entity.crmObjective.listSet.total')} {money(Math.round(total * 100) / 100)}
        </span>
      </header>
      {!row.editable && <p className={styles.note}>{t('entity.crmObjective.listSet.notEditable')}</p>}
      <div className={styles.months}>
        {months.map((text, i) => (
          <label key={MONTH_LABELS[i]} className={styles.month}>
            <span className={styles.monthLabel}>{t(MONTH_LABELS[i]!)}</span>
            <input
              className={styles.input}
              inputMode="decimal"
              value={text}
              disabled={!row.editable}
              aria-invalid={amounts[i] === null}
              aria-label={`${row.name} ${t(MONTH_LABELS[i]!)}`}
              onChange={(event) => onChange(i, event.target.value)}
            />
          </label>
        ))}
      </div>
      {refusal && (
        <p className={styles.refusal} role="alert">
          {refusal}
        </p>
      )}
    </section>
  );
}

/** The twelve months as typed, by row: a number shows as it is, 0 as empty (nothing set). */
const typedOf = (sheet: ObjectiveSheet) => new Map(sheet.rows.map((row) => [keyOf(row), row.months.map((m) => (m === 0 ? '' : String(m)))]));

function SheetForm({ sheet, ask }: { sheet: ObjectiveSheet; ask: SheetAsk }) {
  const { t } = useTranslation();
  const lang = useLang();
  const symbol = useSymbolOf(null);
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState(() => typedOf(sheet));
  const [refused, setRefused] = useState<ReadonlyMap<string, string>>(new Map());
  const money = (value: number) => `${symbol}${formatAmount(value, lang)}`;
  const valid = [...typed.values()].every((months) => months.every((text) => amountOf(text) !== null));

  const save = useMutation({
    mutationFn: (input: ObjectiveListSetInput) => http.post<ObjectiveSheet>(OBJECTIVE_API.listSet, input, { silent: true }).then(resultOf),
    onSuccess: (saved) => {
      queryClient.setQueryData(sheetKey({ ...ask, departmentId: saved.departmentId ?? undefined }), saved);
      if (!ask.departmentId) queryClient.setQueryData(sheetKey(ask), saved);
      setTyped(typedOf(saved));
      setRefused(new Map());
      feedback.success(t('entity.crmObjective.listSet.saved'));
    },
    onError: (error) => {
      const answer = error instanceof HttpError && error.status === 422 ? (error.envelope?.result as ObjectiveListSetRefusal | null) : null;
      if (answer?.refused) setRefused(new Map(answer.refused.map((r) => [keyOf(sheet.rows[r.row]!), r.message])));
      feedback.toast(refusalOf(error));
    },
  });

  function submit() {
    save.mutate({
      year: sheet.year,
      objectiveType: sheet.objectiveType,
      departmentId: sheet.departmentId!,
      rows: sheet.rows.map((row) => ({
        userId: row.userId,
        id: row.id,
        version: row.version,
        months: typed.get(keyOf(row))!.map((text) => amountOf(text) ?? 0),
      })),
    });
  }

  return (
    <>
      <div className={styles.cards}>
        {sheet.rows.map((row) => (
          <RowCard
            key={keyOf(row)}
            row={row}
            months={typed.get(keyOf(row))!}
            refusal={refused.get(keyOf(row))}
            money={money}
            onChange={(month, text) =>
              setTyped((before) =>
                new Map(before).set(
                  keyOf(row),
                  before.get(keyOf(row))!.map((old, i) => (i === month ? text : old)),
                ),
              )
            }
          />
        ))}
      </div>
      <div className={styles.bar}>
        <Button block color="primary" className={styles.save} loading={save.isPending} disabled={!valid} onClick={submit} data-testid="objective-save">
          {t('entity.crmObjective.listSet.save')}
        </Button>
      </div>
    </>
  );
}

/**
 * /crm/crmObjectiveListSet ('page:crmObjectiveListSet' of the menu catalogue, spec section 2's
 * Objective ListSet, issue 15): a year's targets of one type for a department and its people,
 * one card each, set and saved at once. The server says which departments the viewer may choose
 * and which rows they may change; the choices stay in the address.
 */
export function ObjectiveListSetPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const thisYear = new Date().getFullYear();
  const ask: SheetAsk = {
    year: Number(params.get('year')) || thisYear,
    objectiveType: TYPES.find((type) => type === params.get('objectiveType')) ?? OBJECTIVE_TYPE.won,
    ...(params.get('departmentId') ? { departmentId: params.get('departmentId')! } : {}),
  };
  const { data: sheet, error } = useQuery(sheetQuery(ask));
  const years = [...new Set([thisYear - 1, thisYear, thisYear + 1, ask.year])].sort((a, b) => a - b);

  function choose(name: keyof SheetAsk, value: string | number) {
    const search = new URLSearchParams(params);
    search.set(name, String(value));
    setParams(search, { replace: true });
  }

  return (
    <div className={styles.page} data-testid="objective-list-set">
      <ChoiceBar>
        <Choices
          label={t('entity.crmObjective.year')}
          options={years}
          chosen={ask.year}
          text={String}
          testId="objective-years"
          onChoose={(year) => choose('year', year)}
        />
        <Choices
          label={t('entity.crmObjective.objectiveType')}
          options={TYPES}
          chosen={ask.objectiveType as (typeof TYPES)[number]}
          text={(type) => t(TYPE_LABEL[type])}
          testId="objective-types"
          onChoose={(type) => choose('objectiveType', type)}
        />
        {sheet && sheet.departments.length > 1 && (
          <Choices
            label={t('entity.crmObjective.listSet.department')}
            options={sheet.departments.map((d) => d.id)}
            chosen={sheet.departmentId ?? undefined}
            text={(id) => sheet.departments.find((d) => d.id === id)!.name}
            testId="objective-departments"
            onChoose={(id) => choose('departmentId', id)}
          />
        )}
      </ChoiceBar>
      {error && !sheet && <ErrorBlock status="default" title={refusalOf(error)} description="" />}
      {sheet && sheet.departmentId === null && <ErrorBlock status="empty" title={t('entity.crmObjective.listSet.noDepartment')} description="" />}
      {/* A new sheet (year, type, department) starts from what the server has: keyed so. */}
      {sheet && sheet.departmentId !== null && <SheetForm key={sheetKey(ask).join('|')} sheet={sheet} ask={ask} />}
    </div>
  );
}
