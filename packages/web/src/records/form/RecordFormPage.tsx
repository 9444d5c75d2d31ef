import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ScreenLoading, ScreenMessage } from '../view/ScreenState.tsx';
import Button from 'antd-mobile/es/components/button/index.js';
import Tag from 'antd-mobile/es/components/tag/index.js';
import { AUDIT_STATUS, RECORD_API, type RecordRow } from '@crm/domain';
import { http } from '../../lib/http.ts';
import { feedback } from '../../lib/feedback.ts';
import { resultOf } from '../../lib/shared-queries.ts';
import { useAppStore } from '../../stores/app.ts';
import { useSessionStore } from '../../stores/session.ts';
import { usePreferencesStore } from '../../stores/preferences.ts';
import { BizTypeSheet } from '../biz-type/BizTypeSheet.tsx';
import { bizTypesQuery } from '../biz-type/biz-types.ts';
import { tableMadeByNameQuery } from '../api/list-queries.ts';
import { fieldErrorsOf, isConflict, recordDetailQuery, useAddRecord, useEditRecord } from '../api/record-queries.ts';
import { definitionOf } from '../definitions.ts';
import { useEntityMeta, type EntityMeta, type EntitySource } from '../meta/entity-meta.ts';
import { recordViewUrl } from '../view/record-links.ts';
import { RecordFormFields } from './RecordFormFields.tsx';
import { defaultValues, prefillFromQuery } from './form-defaults.ts';
import { useDefaultCurrency } from '../fields/field-queries.ts';
import { useFollowedCurrency } from './followed-currency.ts';
import { useStartFromChosen } from './start-from-chosen.ts';
import { postAuditAction, refreshAfterAudit } from '../audit/audit-queries.ts';
import { hasTagsColumn, TAGS_COLUMN, type FormMode } from './form-fields.ts';
import styles from './RecordForm.module.css';

type Values = Record<string, unknown>;

/** A record of an audited object may be submitted from its form while new, never submitted, or rejected. */
const SUBMITTABLE: ReadonlySet<string> = new Set([AUDIT_STATUS.unsubmitted, AUDIT_STATUS.rejected]);

function offersSubmit(meta: EntityMeta, mode: FormMode, record: RecordRow | null): boolean {
  if (meta.source.kind !== 'entity' || !meta.def.features.audit) return false;
  return mode === 'add' || SUBMITTABLE.has(String(record?.auditStatus ?? AUDIT_STATUS.unsubmitted));
}

/** Unsaved add-form input per object, kept in the app store so leaving and coming back restores it. */
function readDraft(sourceKey: string): Values | null {
  const drafts = useAppStore.getState().addFormData;
  const draft = drafts?.[sourceKey];
  return draft && typeof draft === 'object' ? (draft as Values) : null;
}
function writeDraft(sourceKey: string, values: Values | null) {
  const drafts = { ...(useAppStore.getState().addFormData ?? {}) };
  if (values) drafts[sourceKey] = values;
  else delete drafts[sourceKey];
  useAppStore.getState().set({ addFormData: drafts });
}

/** Shown texts of relations pre-filled by id from the query (?customerId=), fetched once. */
function usePrefilledRelationTexts(meta: EntityMeta, values: Values, setCompanion: (name: string, text: string) => void) {
  const asked = useRef(new Set<string>());
  useEffect(() => {
    for (const field of meta.def.fields) {
      const id = values[field.name];
      if (field.type !== 'relation' || !field.relation || typeof id !== 'string' || !id) continue;
      if (values[`${field.name}_dictText`] || asked.current.has(field.name)) continue;
      const target = definitionOf(field.relation);
      if (!target) continue;
      asked.current.add(field.name);
      void http
        .get<RecordRow>(RECORD_API.queryById(target.module, target.apiName), { id }, { silent: true })
        .then(resultOf)
        .then((row) => {
          const title = row?.[target.titleField];
          if (title !== null && title !== undefined) setCompanion(field.name, String(title));
        })
        .catch(() => undefined);
    }
  }, [meta, values, setCompanion]);
}

function RecordForm({
  meta,
  mode,
  record,
  bizType,
  bizTypeName,
  onReload,
}: {
  meta: EntityMeta;
  mode: FormMode;
  record: RecordRow | null;
  bizType: string | null;
  bizTypeName: string | null;
  onReload: () => Promise<RecordRow | null>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const user = useSessionStore((s) => s.info);
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const currency = useDefaultCurrency();
  const [values, setValues] = useState<Values>(() => {
    if (mode === 'edit') return { ...(record ?? {}) };
    const draft = readDraft(meta.sourceKey);
    return { ...defaultValues(meta.def, user, timeZone, currency), ...(draft ?? {}), ...prefillFromQuery(meta.def, params) };
  });
  const [version, setVersion] = useState<number>(record?.version ?? 0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const queryClient = useQueryClient();
  const add = useAddRecord(meta);
  const edit = useEditRecord(meta);
  const [submitting, setSubmitting] = useState(false);
  const saving = add.isPending || edit.isPending || submitting;
  const withSubmit = offersSubmit(meta, mode, record);

  useEffect(() => {
    useAppStore.getState().set({ formStatus: mode });
  }, [mode]);
  useEffect(() => {
    if (mode === 'add') writeDraft(meta.sourceKey, values);
  }, [mode, meta.sourceKey, values]);

  const setCompanion = useMemo(() => (name: string, text: string) => setValues((v) => ({ ...v, [`${name}_dictText`]: text })), []);
  usePrefilledRelationTexts(meta, values, setCompanion);
  useFollowedCurrency(meta.def, mode, values, setValues);
  useStartFromChosen(meta.def, mode, values, setValues, params);

  function change(name: string, value: unknown, companions?: Values) {
    setValues((v) => ({ ...v, [name]: value, ...(companions ?? {}) }));
    setErrors((e) => {
      if (!e[name]) return e;
      const next = { ...e };
      delete next[name];
      return next;
    });
  }

  /** After a save: the approval's submission. A refusal leaves the record saved and says why. */
  async function submitForAudit(id: string) {
    const ref = { apiName: meta.def.apiName, id };
    setSubmitting(true);
    try {
      await postAuditAction('submit', ref, { silent: true });
      feedback.success(t('web.form.savedAndSubmitted'));
    } catch (error) {
      await feedback.alert({ content: t('web.form.savedNotSubmitted', { message: error instanceof Error ? error.message : '' }) });
    } finally {
      setSubmitting(false);
      refreshAfterAudit(queryClient, [ref]);
    }
  }

  async function submit(andSubmitForAudit = false) {
    // The rules (with zod) load at the first save, not with the screen.
    const { checkForm } = await import('../fields/field-validation.ts');
    const check = checkForm(meta.def.fields, values, mode, t);
    if (Object.keys(check.errors).length > 0) {
      setErrors(check.errors);
      feedback.toast(Object.values(check.errors)[0] ?? t('web.form.fixErrors'));
      return;
    }
    setErrors({});
    // The tags column is no field of the object: it goes beside the checked values.
    const tags = values[TAGS_COLUMN.name];
    const body = hasTagsColumn(meta.def) && Array.isArray(tags) ? { ...check.values, tags } : check.values;
    try {
      const saved =
        mode === 'add' ? await add.mutateAsync(bizType ? { ...body, bizType } : body) : await edit.mutateAsync({ id: record!.id, version, values: body });
      if (mode === 'add') writeDraft(meta.sourceKey, null);
      const id = saved?.id ?? record!.id;
      if (andSubmitForAudit) await submitForAudit(id);
      else feedback.success(t('web.form.saved'));
      void navigate(recordViewUrl(meta, id), { replace: true });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) {
        setErrors(fields);
        return;
      }
      if (isConflict(error)) {
        const reload = await feedback.confirm({ title: t('web.form.conflictTitle'), content: t('web.form.conflict') });
        if (reload) {
          const fresh = await onReload();
          if (fresh) {
            setValues({ ...fresh });
            setVersion(fresh.version);
          }
        }
      }
      // Anything else was reported by the HTTP client; what the user typed stays.
    }
  }

  return (
    <div data-testid="record-form" data-mode={mode}>
      {bizTypeName && (
        <div className={styles.bizType}>
          {t('web.form.bizType')}: <Tag color="primary">{bizTypeName}</Tag>
        </div>
      )}
      <RecordFormFields meta={meta} mode={mode} values={values} errors={errors} onChange={change} onIssues={setErrors} record={record} />
      <div className={withSubmit ? `${styles.footer} ${styles.footerPair}` : styles.footer}>
        <Button block color="primary" size="large" loading={saving} onClick={() => void submit()} data-testid="form-submit">
          {t('web.common.save')}
        </Button>
        {withSubmit && (
          <Button block color="primary" fill="outline" size="large" loading={saving} onClick={() => void submit(true)} data-testid="form-save-and-submit">
            {t('web.form.saveAndSubmit')}
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * Before a new record of an object with business types: the business-type sheet of spec section 2,
 * unless ?bizType is chosen. Closing it without a choice continues without a type.
 */
function useBizTypeStep(meta: EntityMeta | undefined, active: boolean) {
  const location = useLocation();
  const tableNameList = useAppStore((s) => s.tableNameList);
  const table = meta?.def.table ?? '';
  const known = tableNameList.find((tm) => tm.tableName === table)?.tableId;
  const lookup = useQuery({ ...tableMadeByNameQuery(table), enabled: active && !known && table !== '' });
  const tableId = known ?? lookup.data?.tableId ?? '';
  const types = useQuery({ ...bizTypesQuery(tableId), enabled: active && tableId !== '' });
  const [dismissed, setDismissed] = useState(false);
  const hasTypes = (types.data?.length ?? 0) > 0;
  const request = active && hasTypes && !dismissed ? { tableId, addPath: `${location.pathname}${location.search}` } : null;
  return {
    pending: active && !dismissed && (lookup.isLoading || types.isLoading || hasTypes),
    sheet: <BizTypeSheet request={request} onClose={() => setDismissed(true)} />,
  };
}

/** The generic add/edit form of any object: ?id= edits; ?bizType, ?bizTypeName and ?<field>= pre-fill an add. */
export function RecordFormPage({ source }: { source: EntitySource }) {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const { meta, isLoading, error } = useEntityMeta(source);
  const id = params.get('id');
  const mode: FormMode = id ? 'edit' : 'add';
  const bizType = params.get('bizType');
  const detail = useQuery({
    ...recordDetailQuery(meta ?? ({ sourceKey: '', paths: { queryById: '' }, params: {} } as unknown as EntityMeta), id ?? ''),
    enabled: Boolean(meta && id),
  });
  const needsBizType = Boolean(meta && mode === 'add' && meta.def.features.bizTypes && !bizType);
  const step = useBizTypeStep(meta, needsBizType);

  if (error || detail.error) return <ScreenMessage />;
  if (isLoading || !meta || (id && !detail.data)) {
    return <ScreenLoading />;
  }
  if (step.pending) {
    return <div data-testid="record-form-biztype">{step.sheet}</div>;
  }
  return (
    <RecordForm
      // A new ?bizType or another record is a new form.
      key={`${meta.sourceKey}:${id ?? 'new'}:${bizType ?? ''}`}
      meta={meta}
      mode={mode}
      record={detail.data ?? null}
      bizType={bizType}
      bizTypeName={params.get('bizTypeName')}
      onReload={async () => {
        if (!id) return null;
        await queryClient.invalidateQueries({ queryKey: recordDetailQuery(meta, id).queryKey });
        return (await queryClient.fetchQuery(recordDetailQuery(meta, id))) ?? null;
      }}
    />
  );
}
