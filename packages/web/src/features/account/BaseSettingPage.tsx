import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Avatar from 'antd-mobile/es/components/avatar/index.js';
import Button from 'antd-mobile/es/components/button/index.js';
import Input from 'antd-mobile/es/components/input/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import { EMAIL_PATTERN, PHONE_PATTERN, UNKNOWN_REALNAME, type ProfileEdit } from '@crm/domain';
import { fileUrl } from '../../lib/http.ts';
import { feedback } from '../../lib/feedback.ts';
import { useSessionStore } from '../../stores/session.ts';
import { useEditSelf, useUploadAvatar } from './api/account.ts';
import { ContactCodeField } from './ContactCodeField.tsx';
import styles from './BaseSettingPage.module.css';

interface ProfileForm {
  realname: string;
  avatar: string | null;
  phone: string;
  email: string;
  phoneCaptcha: string;
  emailCaptcha: string;
}

type Errors = Partial<Record<keyof ProfileForm, string>>;

/** A contact the form holds that is not the stored one: it must be proved by a code before it is saved. */
function changed(value: string, stored: string): boolean {
  const typed = value.trim();
  return typed !== '' && typed.toLowerCase() !== stored.trim().toLowerCase();
}

const CODE = /^\d{6}$/;

/**
 * /account/baseSetting: the personal profile. A new phone number or e-mail address gets a code
 * field of its own (the server takes it only with the code sent to it). What the user typed
 * stays on an error. A plain form of the page's own: a form library would be most of its weight.
 */
export function BaseSettingPage() {
  const { t } = useTranslation();
  const info = useSessionStore((s) => s.info);
  const fileInput = useRef<HTMLInputElement>(null);
  const editSelf = useEditSelf();
  const upload = useUploadAvatar();
  // As saved: once a new number is, it is the stored one and asks for no code.
  const stored = { phone: info?.phone ?? '', email: info?.email ?? '' };
  const [values, setValues] = useState<ProfileForm>(() => ({
    realname: info?.realname && info.realname !== UNKNOWN_REALNAME ? info.realname : '',
    avatar: info?.avatar ?? null,
    phone: stored.phone,
    email: stored.email,
    phoneCaptcha: '',
    emailCaptcha: '',
  }));
  const [errors, setErrors] = useState<Errors>({});
  const phoneChanged = changed(values.phone, stored.phone);
  const emailChanged = changed(values.email, stored.email);

  const set = (name: keyof ProfileForm) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  function check(): Errors {
    const found: Errors = {};
    if (values.realname.trim() === '') found.realname = t('web.profile.realnameRequired');
    if (values.phone !== '' && !PHONE_PATTERN.test(values.phone)) found.phone = t('web.profile.phoneFormat');
    if (values.email !== '' && !EMAIL_PATTERN.test(values.email)) found.email = t('web.profile.emailFormat');
    for (const [proved, name] of [
      [phoneChanged, 'phoneCaptcha'],
      [emailChanged, 'emailCaptcha'],
    ] as const) {
      if (!proved) continue;
      if (values[name] === '') found[name] = t('web.profile.codeRequired');
      else if (!CODE.test(values[name])) found[name] = t('web.profile.codeFormat');
    }
    return found;
  }

  function save(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const profile: ProfileEdit = {
      realname: values.realname,
      avatar: values.avatar || null,
      phone: values.phone || null,
      email: values.email || null,
      ...(phoneChanged && values.phoneCaptcha ? { phoneCaptcha: values.phoneCaptcha } : {}),
      ...(emailChanged && values.emailCaptcha ? { emailCaptcha: values.emailCaptcha } : {}),
    };
    editSelf.mutate(profile, { onSuccess: () => feedback.success(t('web.profile.saved')) });
  }

  const label = (text: string, required = false) => <span className={`${styles.label} ${required ? styles.required : ''}`}>{text}</span>;
  const problem = (name: keyof ProfileForm) =>
    errors[name] ? (
      <span role="alert" className={styles.error}>
        {errors[name]}
      </span>
    ) : undefined;

  return (
    <form onSubmit={save} noValidate>
      <List>
        <List.Item
          prefix={label(t('web.profile.avatar'))}
          onClick={() => fileInput.current?.click()}
          extra={<span style={{ color: 'var(--adm-color-primary)' }}>{t('web.profile.changeAvatar')}</span>}
        >
          <Avatar src={fileUrl(values.avatar)} style={{ '--size': '48px', '--border-radius': '50%' }} aria-label={t('web.profile.avatar')} />
        </List.Item>
        <List.Item prefix={label(t('web.profile.realname'), true)} description={problem('realname')}>
          <Input
            aria-label={t('web.profile.realname')}
            value={values.realname}
            onChange={set('realname')}
            placeholder={t('web.profile.realnamePlaceholder')}
            clearable
            maxLength={50}
          />
        </List.Item>
        <List.Item prefix={label(t('web.profile.phone'))} description={problem('phone')}>
          <Input
            aria-label={t('web.profile.phone')}
            value={values.phone}
            onChange={set('phone')}
            placeholder={t('web.profile.phonePlaceholder')}
            type="tel"
            clearable
          />
        </List.Item>
        {phoneChanged && (
          <ContactCodeField
            name="phoneCaptcha"
            channel="sms"
            target={values.phone}
            canSend={PHONE_PATTERN.test(values.phone.trim())}
            value={values.phoneCaptcha}
            error={errors.phoneCaptcha}
            onChange={set('phoneCaptcha')}
          />
        )}
        <List.Item prefix={label(t('web.profile.email'))} description={problem('email')}>
          <Input
            aria-label={t('web.profile.email')}
            value={values.email}
            onChange={set('email')}
            placeholder={t('web.profile.emailPlaceholder')}
            type="email"
            clearable
          />
        </List.Item>
        {emailChanged && (
          <ContactCodeField
            name="emailCaptcha"
            channel="email"
            target={values.email}
            canSend={EMAIL_PATTERN.test(values.email.trim())}
            value={values.emailCaptcha}
            error={errors.emailCaptcha}
            onChange={set('emailCaptcha')}
          />
        )}
      </List>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        aria-label={t('web.profile.changeAvatar')}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          upload.mutate(file, {
            onSuccess: (path) => setValues((v) => ({ ...v, avatar: path })),
            onError: (error) => feedback.toast(error.message || t('web.profile.uploadFailed')),
          });
        }}
      />
      <div className={styles.footer}>
        <Button block type="submit" color="primary" size="large" loading={editSelf.isPending}>
          {t('web.common.save')}
        </Button>
      </div>
    </form>
  );
}
