import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import Form from 'antd-mobile/es/components/form/index.js';
import Input from 'antd-mobile/es/components/input/index.js';
import { PAYMENT_TEXT_MAX, paymentDetailsProblems, type CompanyProfile, type CompanyProfileInput } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { fileUrl, HttpError } from '../../lib/http.ts';
import { ScreenLoading, ScreenMessage } from '../../records/view/ScreenState.tsx';
import { companyProfileQuery, saveCompanyProfile, uploadCompanyPicture } from './api/company-profile.ts';
import styles from './CompanyProfile.module.css';

type TextField = 'paymentAccountName' | 'paymentBank' | 'paymentAccountNo';
type PictureField = 'logo' | 'paymentQr';

const inputOf = (profile: CompanyProfile): CompanyProfileInput => ({
  logo: profile.logo,
  paymentAccountName: profile.paymentAccountName ?? '',
  paymentBank: profile.paymentBank ?? '',
  paymentAccountNo: profile.paymentAccountNo ?? '',
  paymentQr: profile.paymentQr,
});

/** A picture of the company: shown, replaced by an upload, or removed. */
function PictureInput({
  field,
  label,
  hint,
  value,
  onChange,
}: {
  field: PictureField;
  label: string;
  hint: string;
  value: string | null;
  onChange(path: string | null): void;
}) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function upload(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    try {
      onChange(await uploadCompanyPicture(file));
    } catch {
      // The http layer told the user why (not a picture, over 200 KB).
    } finally {
      setBusy(false);
      if (picker.current) picker.current.value = '';
    }
  }

  return (
    <Form.Item label={label} description={hint}>
      <div className={styles.picture} data-testid={`company-${field}`}>
        {value && <img className={styles.preview} src={fileUrl(value)} alt={label} />}
        <input ref={picker} type="file" accept="image/png,image/jpeg,image/gif,image/webp" hidden onChange={(event) => void upload(event.target.files?.[0])} />
        <Button className={styles.target} loading={busy} onClick={() => picker.current?.click()} data-testid={`company-${field}-upload`}>
          {t('web.companyProfile.upload')}
        </Button>
        {value && (
          <Button className={styles.target} fill="none" color="danger" onClick={() => onChange(null)} data-testid={`company-${field}-remove`}>
            {t('web.companyProfile.remove')}
          </Button>
        )}
      </div>
    </Form.Item>
  );
}

function ProfileForm({ profile }: { profile: CompanyProfile }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [values, setValues] = useState<CompanyProfileInput>(() => inputOf(profile));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const save = useMutation({
    mutationFn: saveCompanyProfile,
    onSuccess: (saved) => {
      client.setQueryData(companyProfileQuery().queryKey, saved);
      setValues(inputOf(saved));
      feedback.success(t('web.companyProfile.saved'));
    },
    onError: (error) => {
      // The server's own check (a picture gone, the same rules as below): its message, by field where it gave them.
      const fields = error instanceof HttpError ? (error.envelope?.result as { fields?: Record<string, string> } | null)?.fields : undefined;
      if (fields) setErrors(fields);
      feedback.toast(error.message);
    },
  });

  const set = (name: keyof CompanyProfileInput, value: string | null) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  function submit() {
    const problems = paymentDetailsProblems(values);
    const found = Object.fromEntries(Object.entries(problems).map(([name, key]) => [name, t(`web.companyProfile.problems.${key}`, { max: PAYMENT_TEXT_MAX })]));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(values);
  }

  const text = (name: TextField, label: string, placeholder: string) => (
    <Form.Item label={label}>
      <Input
        id={`company-${name}`}
        data-testid={`company-${name}`}
        value={values[name] ?? ''}
        placeholder={placeholder}
        maxLength={name === 'paymentAccountNo' ? 50 : PAYMENT_TEXT_MAX}
        clearable
        onChange={(value) => set(name, value)}
      />
      {errors[name] && (
        <p className={styles.error} role="alert" data-testid={`company-${name}-error`}>
          {errors[name]}
        </p>
      )}
    </Form.Item>
  );

  return (
    <div className={styles.page} data-testid="company-profile">
      <Form layout="vertical" mode="card" footer={null}>
        <Form.Header>{profile.name}</Form.Header>
        <PictureInput
          field="logo"
          label={t('web.companyProfile.logo')}
          hint={t('web.companyProfile.logoHint')}
          value={values.logo}
          onChange={(path) => set('logo', path)}
        />
        <Form.Header>{t('web.companyProfile.paymentTitle')}</Form.Header>
        <p className={styles.hint}>{t('web.companyProfile.paymentHint')}</p>
        {text('paymentAccountName', t('web.companyProfile.accountName'), t('web.companyProfile.accountNamePlaceholder'))}
        {text('paymentBank', t('web.companyProfile.bank'), t('web.companyProfile.bankPlaceholder'))}
        {text('paymentAccountNo', t('web.companyProfile.accountNo'), t('web.companyProfile.accountNoPlaceholder'))}
        <PictureInput
          field="paymentQr"
          label={t('web.companyProfile.qr')}
          hint={t('web.companyProfile.qrHint')}
          value={values.paymentQr}
          onChange={(path) => set('paymentQr', path)}
        />
      </Form>
      <div className={styles.footer}>
        <Button block color="primary" className={styles.target} loading={save.isPending} onClick={submit} data-testid="company-save">
          {t('web.companyProfile.save')}
        </Button>
      </div>
    </div>
  );
}

/**
 * /account/companySetting (issue 20): the company's profile, its administrator's to keep: the logo
 * printed on quotes, orders and contracts, and the payment account customers see on an order's
 * payment page. Checked as the server checks it (domain `paymentDetailsProblems`).
 */
export function CompanyProfilePage() {
  const profile = useQuery(companyProfileQuery());
  if (profile.error) return <ScreenMessage />;
  if (!profile.data) return <ScreenLoading />;
  return <ProfileForm profile={profile.data} />;
}
