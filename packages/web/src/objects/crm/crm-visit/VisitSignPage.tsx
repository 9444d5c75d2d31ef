import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fieldOf, type RecordRow } from '@crm/domain';
import { feedback } from '../../../lib/feedback.ts';
import { backTarget, historyIndex, usePageTitle } from '../../../lib/route-handle.ts';
import { fieldErrorsOf, recordDetailQuery, useRunAction } from '../../../records/api/record-queries.ts';
import { FieldInput } from '../../../records/fields/FieldInput.tsx';
import { fieldLabel, placeholderOf } from '../../../records/fields/field-label.ts';
import { relationScope } from '../../../records/fields/relation-scope.ts';
import formStyles from '../../../records/form/RecordForm.module.css';
import { useEntityMeta, type EntityMeta, type EntitySource } from '../../../records/meta/entity-meta.ts';
import { recordViewUrl } from '../../../records/view/record-links.ts';
import { ScreenLoading, ScreenMessage } from '../../../records/view/ScreenState.tsx';
import { SignInForm } from './SignInForm.tsx';
import { signTargetQuery, useAddSignedVisit, type SignInInput } from './visit-api.ts';
import styles from './Visit.module.css';

const VISITS: EntitySource = { kind: 'entity', apiName: 'crmVisit' };

function useBack(meta: EntityMeta | undefined, id: string | undefined) {
  const navigate = useNavigate();
  return () => {
    if (backTarget(historyIndex()) === -1) void navigate(-1);
    else if (meta && id) void navigate(recordViewUrl(meta, id), { replace: true });
    else void navigate(-1);
  };
}

function SignVisit({ meta, visit }: { meta: EntityMeta; visit: RecordRow }) {
  const { t } = useTranslation();
  const run = useRunAction(meta);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const target = useQuery(signTargetQuery({ id: visit.id }));
  const back = useBack(meta, visit.id);
  const customer = String(visit.customerName ?? '');
  usePageTitle({ subject: customer });

  if (visit._access?.actions?.sign !== true) {
    return <ScreenMessage text={t('web.action.actionPage.notAllowed', { action: t('entity.crmVisit.action.sign') })} />;
  }

  async function submit(input: SignInInput) {
    setErrors({});
    try {
      await run.mutateAsync({ name: 'sign', id: visit.id, version: visit.version, values: { ...input } });
    } catch (error) {
      setErrors(fieldErrorsOf(error) ?? {});
      throw error;
    }
    feedback.success(t('entity.crmVisit.signPage.signed'));
    back();
  }

  return (
    <div className={styles.page} data-testid="visit-sign">
      <SignInForm target={target.data} onSubmit={submit} submitting={run.isPending} errors={errors} />
    </div>
  );
}

/** /crm/crmVisitSign?id=: signing in on arrival at a planned visit. */
export function VisitSignPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { meta, isLoading, error } = useEntityMeta(VISITS);
  const detail = useQuery({
    ...recordDetailQuery(meta ?? ({ sourceKey: '', paths: { queryById: '' }, params: {} } as unknown as EntityMeta), id),
    enabled: Boolean(meta && id),
  });
  if (error || detail.error || !id) return <ScreenMessage />;
  if (isLoading || !meta || !detail.data) return <ScreenLoading />;
  return <SignVisit meta={meta} visit={detail.data} />;
}

/** The fields of an unplanned visit the page asks for before the sign-in. */
const PLAN_FIELDS = ['customerId', 'contacterIds', 'purpose', 'remark'];

function AddSignedVisit({ meta }: { meta: EntityMeta }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddSignedVisit();
  const customerId = typeof values.customerId === 'string' ? values.customerId : '';
  const target = useQuery({ ...signTargetQuery({ customerId }), enabled: customerId !== '' });
  const fields = PLAN_FIELDS.map((name) => fieldOf(meta.def, name)).filter((field) => field !== undefined);

  async function submit(input: SignInInput) {
    setErrors({});
    const plan = Object.fromEntries(PLAN_FIELDS.map((name) => [name, values[name] ?? null]).filter(([, value]) => value !== null && value !== ''));
    let visit: RecordRow;
    try {
      visit = await add.mutateAsync({ ...plan, ...input });
    } catch (error) {
      setErrors(fieldErrorsOf(error) ?? {});
      throw error;
    }
    feedback.success(t('entity.crmVisit.signPage.signed'));
    void navigate(recordViewUrl(meta, visit.id), { replace: true });
  }

  return (
    <div className={styles.page} data-testid="visit-add-signed">
      <section className={styles.plan}>
        {fields.map((field) => (
          <div key={field.name} data-testid={`visit-field-${field.name}`} className={formStyles.item} aria-invalid={errors[field.name] ? true : undefined}>
            <div className={`${formStyles.label} ${field.required ? formStyles.required : ''}`}>{fieldLabel(field, t)}</div>
            <FieldInput
              field={field}
              value={values[field.name]}
              values={values}
              onChange={(value, companions) => {
                setValues((v) => ({
                  ...v,
                  [field.name]: value,
                  ...(companions ?? {}),
                  // Another customer: the contacts go with the one before.
                  ...(field.name === 'customerId' && value !== v.customerId ? { contacterIds: null, contacterIds_dictText: null } : {}),
                }));
              }}
              mode="add"
              tableName={meta.def.table}
              filters={field.type === 'relation' ? relationScope(meta.def, field, values) : undefined}
              placeholder={placeholderOf(field, t)}
            />
            {errors[field.name] && (
              <div role="alert" className={formStyles.error}>
                {errors[field.name]}
              </div>
            )}
          </div>
        ))}
      </section>
      <SignInForm
        target={target.data}
        onSubmit={submit}
        submitting={add.isPending}
        errors={errors}
        precheck={() => (customerId ? null : t('entity.crmVisit.signPage.customerRequired'))}
      />
    </div>
  );
}

/** /crm/crmVisitAdd: an unplanned visit, its customer chosen on the spot, added and signed in at once. */
export function VisitAddSignedPage() {
  const { meta, isLoading, error } = useEntityMeta(VISITS);
  if (error) return <ScreenMessage />;
  if (isLoading || !meta) return <ScreenLoading />;
  return <AddSignedVisit meta={meta} />;
}
