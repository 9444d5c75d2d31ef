import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import Input from 'antd-mobile/es/components/input/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import ProgressBar from 'antd-mobile/es/components/progress-bar/index.js';
import Radio from 'antd-mobile/es/components/radio/index.js';
import { entityRoutes, RECORD_API, type Page, type RecordRow } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { http } from '../../lib/http.ts';
import { usePermission } from '../../lib/permission.tsx';
import { resultOf } from '../../lib/shared-queries.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { recordKeys } from '../../records/api/keys.ts';
import { fieldErrorsOf } from '../../records/api/record-queries.ts';
import { compressImage, uploadFile } from '../../records/fields/upload.ts';
import { TAGS_COLUMN } from '../../records/form/form-fields.ts';
import { RecordFormFields } from '../../records/form/RecordFormFields.tsx';
import { useEntityMeta, type EntityMeta } from '../../records/meta/entity-meta.ts';
import { ScreenLoading, ScreenMessage } from '../../records/view/ScreenState.tsx';
import { CardReader, type OcrStage } from './ocr.ts';
import { readCard, type CardFields } from './read-card.ts';
import styles from './CardScan.module.css';

/** The contact's fields a card fills, shown for correcting; the rest wait for the contact's own form. */
const CARD_FIELDS = ['name', 'job', 'mobile', 'landline', 'email', 'address'] as const;
/** Customers offered for a company name. */
const MATCHES = 3;

type Values = Record<string, unknown>;
/** The customer the contact joins: one found by the company's name, or a new one of that name. */
type Customer = { kind: 'existing'; id: string; name: string } | { kind: 'new' };

const contactValues = (card: CardFields): Values => ({
  name: card.name,
  job: card.job,
  mobile: card.mobile,
  landline: card.landline,
  email: card.email,
  address: card.address ? { text: card.address, lat: null, lng: null } : null,
});

/**
 * The customers' routes: the screen names a customer and makes one by name, and needs neither the
 * customer's definition nor its labels (nor the objects they point to, which would weigh on the route).
 */
const CUSTOMERS = { key: 'crmCustomer', list: RECORD_API.list('crm', 'crmCustomer'), add: RECORD_API.add('crm', 'crmCustomer') };

/** Customers whose name holds the company's, in the user's scope (the customers' list and its keyword). */
function useCustomersNamed(company: string) {
  const keyword = useDebounced(company.trim());
  return useQuery({
    queryKey: [...recordKeys.object(CUSTOMERS.key), 'cardScan', keyword],
    queryFn: ({ signal }) => http.get<Page<RecordRow>>(CUSTOMERS.list, { keyword, pageNo: 1, pageSize: MATCHES }, { signal, silent: true }).then(resultOf),
    enabled: keyword.length >= 2,
    staleTime: 30_000,
  });
}

function CardForm({ contacts }: { contacts: EntityMeta }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const can = usePermission();
  const reader = useMemo(() => new CardReader(), []);
  useEffect(() => () => reader.stop(), [reader]);
  const takeInput = useRef<HTMLInputElement>(null);
  const chooseInput = useRef<HTMLInputElement>(null);

  const [photo, setPhoto] = useState<File | null>(null);
  const photoUrl = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(() => () => (photoUrl ? URL.revokeObjectURL(photoUrl) : undefined), [photoUrl]);
  const [progress, setProgress] = useState<{ stage: OcrStage; share: number } | null>(null);
  const [readFailure, setReadFailure] = useState<string | null>(null);
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [company, setCompany] = useState('');
  const [website, setWebsite] = useState('');
  // The user's choice of customer; until they make one, a customer named exactly as the card is the one meant.
  const [picked, setPicked] = useState<Customer | null>(null);
  const [saving, setSaving] = useState(false);

  const found = useCustomersNamed(company);
  const offered = found.data?.records ?? [];
  const same = offered.find((row) => String(row.name ?? '').trim() === company.trim());
  const customer: Customer = picked ?? (same ? { kind: 'existing', id: same.id, name: String(same.name) } : { kind: 'new' });

  const omit = useMemo(
    () => [...contacts.def.fields.map((f) => f.name).filter((name) => !(CARD_FIELDS as readonly string[]).includes(name)), TAGS_COLUMN.name],
    [contacts],
  );

  async function read(file: File | undefined) {
    if (!file) return;
    setPhoto(file);
    setReadFailure(null);
    setProgress({ stage: 'loading', share: 0 });
    try {
      const text = await reader.read(file, (stage, share) => setProgress({ stage, share }));
      const card = readCard(text);
      if (Object.values(card).every((value) => value === '')) setReadFailure(t('web.cardScan.nothingRead'));
      setValues(contactValues(card));
      setErrors({});
      setCompany(card.company);
      setWebsite(card.website);
      setPicked(null);
    } catch (error) {
      setReadFailure(t('web.cardScan.failed', { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      setProgress(null);
    }
  }

  /** The customer's id: the chosen one, or the one made now of the company's name (then chosen, so a retry makes no second). */
  async function customerId(): Promise<string | null> {
    if (customer.kind === 'existing') return customer.id;
    if (!can('crm:crmCustomer:add')) {
      setErrors((e) => ({ ...e, company: t('web.cardScan.noCustomerPermission') }));
      return null;
    }
    const address = values.address;
    try {
      const made = await http
        .post<RecordRow>(CUSTOMERS.add, { name: company.trim(), phone: values.landline || null, website: website || null, address: address ?? null })
        .then(resultOf);
      void queryClient.invalidateQueries({ queryKey: recordKeys.object(CUSTOMERS.key) });
      setPicked({ kind: 'existing', id: made!.id, name: company.trim() });
      return made!.id;
    } catch (error) {
      const fields = fieldErrorsOf(error);
      // The customer's name is the company's: its message (a name taken, too long) belongs there.
      if (fields) setErrors((e) => ({ ...e, company: fields.name ?? Object.values(fields)[0] ?? '' }));
      return null;
    }
  }

  async function keepPhoto(contactId: string) {
    if (!photo) return;
    try {
      const file = await compressImage(photo);
      const ref = await uploadFile(file, file.name || 'card.jpg', 'image');
      await http.post(RECORD_API.attachmentAdd, { tableName: contacts.def.table, dataId: contactId, files: [ref] }, { silent: true });
    } catch (error) {
      await feedback.alert({ content: t('web.cardScan.photoNotKept', { message: error instanceof Error ? error.message : '' }) });
    }
  }

  async function save() {
    // The rules (with zod) load at the first save, not with the screen.
    const { checkForm } = await import('../../records/fields/field-validation.ts');
    const fields = contacts.def.fields.filter((field) => (CARD_FIELDS as readonly string[]).includes(field.name));
    const check = checkForm(fields, values, 'add', t);
    const found = { ...check.errors, ...(company.trim() ? {} : { company: t('web.cardScan.companyRequired') }) };
    setErrors(found);
    if (Object.keys(found).length > 0) {
      feedback.toast(Object.values(found)[0]!);
      return;
    }
    setSaving(true);
    try {
      const id = await customerId();
      if (!id) return;
      let contact: RecordRow | null;
      try {
        contact = await http.post<RecordRow>(contacts.paths.add, { ...check.values, customerId: id }).then(resultOf);
      } catch (error) {
        const fields = fieldErrorsOf(error);
        if (fields) setErrors(fields);
        return;
      }
      await keepPhoto(contact!.id);
      void queryClient.invalidateQueries({ queryKey: recordKeys.object(contacts.sourceKey) });
      feedback.success(t('web.cardScan.saved'));
      void navigate(`${entityRoutes(contacts.def).view}?id=${encodeURIComponent(contact!.id)}`, { replace: true });
    } finally {
      setSaving(false);
    }
  }

  const picker = (capture: boolean) => (
    <input
      ref={capture ? takeInput : chooseInput}
      type="file"
      accept="image/*"
      {...(capture ? { capture: 'environment' } : {})}
      hidden
      data-testid={capture ? 'card-take' : 'card-choose'}
      onChange={(e) => {
        void read(e.target.files?.[0]);
        e.target.value = '';
      }}
    />
  );

  return (
    <div className={styles.page} data-testid="card-scan-page">
      <section className={styles.photo}>
        {photoUrl ? (
          <img src={photoUrl} alt="" className={styles.picture} data-testid="card-picture" />
        ) : (
          <p className={styles.intro}>{t('web.cardScan.intro')}</p>
        )}
        {progress && (
          <div className={styles.progress} role="status" data-testid="card-progress">
            <ProgressBar percent={Math.round(progress.share * 100)} />
            {t(progress.stage === 'reading' ? 'web.cardScan.reading' : 'web.cardScan.loading', { percent: Math.round(progress.share * 100) })}
          </div>
        )}
        {readFailure && (
          <p className={styles.failure} role="alert" data-testid="card-read-failed">
            {readFailure}
          </p>
        )}
        <div className={styles.buttons}>
          <Button color="primary" disabled={progress !== null} onClick={() => takeInput.current?.click()} data-testid="card-take-button">
            {photo ? t('web.cardScan.retake') : t('web.cardScan.takePhoto')}
          </Button>
          <Button color="primary" fill="outline" disabled={progress !== null} onClick={() => chooseInput.current?.click()}>
            {t('web.cardScan.choosePhoto')}
          </Button>
        </div>
        {picker(true)}
        {picker(false)}
        {!photo && <p className={styles.note}>{t('web.cardScan.offline')}</p>}
      </section>

      <List header={t('web.cardScan.company')}>
        <List.Item>
          <Input
            value={company}
            onChange={(value) => {
              setCompany(value);
              setPicked(null);
              setErrors(({ company: _, ...rest }) => rest);
            }}
            placeholder={t('web.cardScan.company')}
            clearable
            data-testid="card-company"
          />
          {errors.company && (
            <div className={styles.error} role="alert">
              {errors.company}
            </div>
          )}
        </List.Item>
        {company.trim() && (
          <Radio.Group
            value={customer.kind === 'existing' ? customer.id : ''}
            onChange={(id) => {
              const row = offered.find((r) => r.id === id);
              setPicked(row ? { kind: 'existing', id: row.id, name: String(row.name) } : { kind: 'new' });
            }}
          >
            {offered.map((row) => (
              <List.Item key={row.id}>
                <Radio value={row.id} className={styles.choice} data-testid="card-existing-customer">
                  {t('web.cardScan.existingCustomer')}：{String(row.name)}
                </Radio>
              </List.Item>
            ))}
            {customer.kind === 'existing' && !offered.some((row) => row.id === customer.id) && (
              <List.Item>
                <Radio value={customer.id} className={styles.choice}>
                  {t('web.cardScan.existingCustomer')}：{customer.name}
                </Radio>
              </List.Item>
            )}
            <List.Item>
              <Radio value="" className={styles.choice} data-testid="card-new-customer">
                {t('web.cardScan.newCustomer', { name: company.trim() })}
              </Radio>
            </List.Item>
          </Radio.Group>
        )}
      </List>

      <div className={styles.fields}>
        <div className={styles.review}>{t('web.cardScan.review')}</div>
        <RecordFormFields
          meta={contacts}
          mode="add"
          values={values}
          errors={errors}
          omit={omit}
          onChange={(name, value, companions) => {
            setValues((v) => ({ ...v, [name]: value, ...(companions ?? {}) }));
            setErrors(({ [name]: _, ...rest }) => rest);
          }}
        />
      </div>
      <div className={styles.footer}>
        <Button block color="primary" size="large" loading={saving} disabled={progress !== null} onClick={() => void save()} data-testid="form-submit">
          {t('web.cardScan.save')}
        </Button>
      </div>
    </div>
  );
}

/**
 * /tool/toolCardCustomer (issue 21): a business card photographed, read on the phone (OCR, offline
 * once loaded), its name, title, company, numbers, e-mail and address filling a new contact for the
 * user to correct; the company becomes the customer it joins, found by name or made new, and the
 * photo is kept with the contact.
 */
export function CardScanPage() {
  const { t } = useTranslation();
  const can = usePermission();
  const contacts = useEntityMeta({ kind: 'entity', apiName: 'crmContacter' }).meta;
  if (!can('crm:crmContacter:add')) return <ScreenMessage text={t('web.cardScan.noPermission')} />;
  if (!contacts) return <ScreenLoading />;
  return <CardForm contacts={contacts} />;
}
