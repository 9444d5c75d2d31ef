import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ScreenLoading, ScreenMessage } from '../../../records/view/ScreenState.tsx';
import Button from 'antd-mobile/es/components/button/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import Switch from 'antd-mobile/es/components/switch/index.js';
import { entityRoutes, type RecordRow } from '@crm/domain';
import { feedback } from '../../../lib/feedback.ts';
import { usePermission } from '../../../lib/permission.tsx';
import { usePageTitle } from '../../../lib/route-handle.ts';
import { fieldErrorsOf, recordDetailQuery, useRunAction } from '../../../records/api/record-queries.ts';
import { recordKeys } from '../../../records/api/keys.ts';
import { useEntityMeta, type EntityMeta } from '../../../records/meta/entity-meta.ts';
import { RecordFormFields } from '../../../records/form/RecordFormFields.tsx';

/** Lead fields carried into the new customer (same names on both objects). */
const CARRIED = ['name', 'phone', 'email', 'source', 'industry', 'address'] as const;

export function customerFromClue(clue: RecordRow): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of CARRIED) {
    const value = clue[name];
    if (value !== null && value !== undefined && value !== '') {
      values[name] = value;
      const text = clue[`${name}_dictText`];
      if (typeof text === 'string') values[`${name}_dictText`] = text;
    }
  }
  // A lead with only a mobile number gives the customer that number.
  if (!values.phone && clue.mobile) values.phone = clue.mobile;
  return values;
}

function ConversionForm({ clue, lead, customer }: { clue: RecordRow; lead: EntityMeta; customer: EntityMeta }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<string, unknown>>(() => customerFromClue(clue));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [createContact, setCreateContact] = useState(Boolean(clue.contactName));
  const convert = useRunAction(lead);

  async function submit() {
    // The rules (with zod) load at the first save, not with the screen.
    const { checkForm } = await import('../../../records/fields/field-validation.ts');
    const check = checkForm(customer.def.fields, values, 'add', t);
    if (Object.keys(check.errors).length > 0) {
      setErrors(check.errors);
      feedback.toast(Object.values(check.errors)[0]!);
      return;
    }
    try {
      // The lead's toCustomer action (its generic route), at the version this page read.
      const converted = await convert.mutateAsync({
        name: 'toCustomer',
        id: clue.id,
        version: clue.version,
        values: { customer: check.values, createContact },
      });
      for (const key of ['crmCustomer', 'crmContacter']) void queryClient.invalidateQueries({ queryKey: recordKeys.object(key) });
      feedback.success(t('web.action.convertPage.success'));
      void navigate(`${entityRoutes(customer.def).view}?id=${encodeURIComponent(String(converted.customerId))}`, { replace: true });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) setErrors(fields);
    }
  }

  return (
    <div data-testid="clue-convert">
      <RecordFormFields
        meta={customer}
        mode="add"
        values={values}
        errors={errors}
        onChange={(name, value, companions) => setValues((v) => ({ ...v, [name]: value, ...(companions ?? {}) }))}
      />
      <List>
        <List.Item extra={<Switch checked={createContact} onChange={setCreateContact} data-testid="convert-create-contact" />}>
          {t('web.action.convertPage.createContact')}
        </List.Item>
      </List>
      <div style={{ padding: 12 }}>
        <Button block color="primary" size="large" loading={convert.isPending} onClick={() => void submit()} data-testid="form-submit">
          {t('web.action.convertPage.submit')}
        </Button>
      </div>
    </div>
  );
}

/** /crm/clueChangeToCustomer?id=: the customer form filled from the lead, and the conversion. */
export function ClueToCustomerPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const can = usePermission();
  // The action's button and the customer's add, which the conversion needs (the definition's `requires`).
  const permitted = can('crm:crmClue:toCustomer') && can('crm:crmCustomer:add');
  const clueMeta = useEntityMeta({ kind: 'entity', apiName: 'crmClue' }).meta;
  const customerMeta = useEntityMeta({ kind: 'entity', apiName: 'crmCustomer' }).meta;
  const clue = useQuery({
    ...recordDetailQuery(clueMeta ?? ({ sourceKey: 'crmClue', paths: { queryById: '' }, params: {} } as unknown as EntityMeta), id),
    enabled: Boolean(clueMeta && id && permitted),
  });
  // The navigation bar names the lead converted (a hook: before any early return).
  usePageTitle({ subject: clue.data && clueMeta ? String(clue.data[clueMeta.def.titleField] ?? '') : undefined });
  // Opened by its address without the permission: said at once, not after the form is filled.
  if (!permitted) return <ScreenMessage text={t('web.action.convertPage.noPermission')} />;
  if (clue.error || !id) return <ScreenMessage />;
  if (!clue.data || !clueMeta || !customerMeta) {
    return <ScreenLoading />;
  }
  // What the server says of this lead for this user, as the detail screen's button does.
  const access = clue.data._access;
  if (access?.actions.toCustomer !== true) {
    const readOnly = access?.canEdit === false && !access.locked;
    return <ScreenMessage text={t(readOnly ? 'web.action.convertPage.readOnly' : 'web.action.convertPage.notAllowed')} />;
  }
  return <ConversionForm clue={clue.data} lead={clueMeta} customer={customerMeta} />;
}
