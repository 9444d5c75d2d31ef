import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Avatar from 'antd-mobile/es/components/avatar/index.js';
import Button from 'antd-mobile/es/components/button/index.js';
import Form from 'antd-mobile/es/components/form/index.js';
import Input from 'antd-mobile/es/components/input/index.js';
import { EMAIL_PATTERN, PHONE_PATTERN, UNKNOWN_REALNAME, type ProfileEdit } from '@crm/domain';
import { fileUrl } from '../../lib/http.ts';
import { feedback } from '../../lib/feedback.ts';
import { useSessionStore } from '../../stores/session.ts';
import { useEditSelf, useUploadAvatar } from './api/account.ts';
import { ContactCodeField } from './ContactCodeField.tsx';

interface ProfileForm {
  realname: string;
  avatar: string | null;
  phone: string;
  email: string;
  phoneCaptcha?: string;
  emailCaptcha?: string;
}

/** A contact the form holds that is not the stored one: it must be proved by a code before it is saved. */
function changed(value: string | undefined, stored: string): boolean {
  const typed = (value ?? '').trim();
  return typed !== '' && typed.toLowerCase() !== stored.trim().toLowerCase();
}

/**
 * /account/baseSetting: the personal profile. A new phone number or e-mail address gets a code
 * field of its own (the server takes it only with the code sent to it). What the user typed
 * stays on an error.
 */
export function BaseSettingPage() {
  const { t } = useTranslation();
  const info = useSessionStore((s) => s.info);
  const [form] = Form.useForm<ProfileForm>();
  const avatar = Form.useWatch('avatar', form);
  const phone = Form.useWatch('phone', form);
  const email = Form.useWatch('email', form);
  const fileInput = useRef<HTMLInputElement>(null);
  const editSelf = useEditSelf();
  const upload = useUploadAvatar();

  const initialValues: ProfileForm = {
    realname: info?.realname && info.realname !== UNKNOWN_REALNAME ? info.realname : '',
    avatar: info?.avatar ?? null,
    phone: info?.phone ?? '',
    email: info?.email ?? '',
  };

  const phoneChanged = changed(phone, initialValues.phone);
  const emailChanged = changed(email, initialValues.email);

  function save(values: ProfileForm) {
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

  return (
    <Form
      form={form}
      initialValues={initialValues}
      onFinish={save}
      layout="horizontal"
      footer={
        <Button block type="submit" color="primary" size="large" loading={editSelf.isPending}>
          {t('web.common.save')}
        </Button>
      }
    >
      <Form.Item
        name="avatar"
        label={t('web.profile.avatar')}
        onClick={() => fileInput.current?.click()}
        extra={<span style={{ color: 'var(--adm-color-primary)' }}>{t('web.profile.changeAvatar')}</span>}
      >
        <Avatar src={fileUrl(avatar)} style={{ '--size': '48px', '--border-radius': '50%' }} aria-label={t('web.profile.avatar')} />
      </Form.Item>
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
            onSuccess: (path) => form.setFieldValue('avatar', path),
            onError: (error) => feedback.toast(error.message || t('web.profile.uploadFailed')),
          });
        }}
      />
      <Form.Item name="realname" label={t('web.profile.realname')} rules={[{ required: true, whitespace: true, message: t('web.profile.realnameRequired') }]}>
        <Input placeholder={t('web.profile.realnamePlaceholder')} clearable maxLength={50} />
      </Form.Item>
      <Form.Item name="phone" label={t('web.profile.phone')} rules={[{ pattern: PHONE_PATTERN, message: t('web.profile.phoneFormat') }]}>
        <Input placeholder={t('web.profile.phonePlaceholder')} type="tel" clearable />
      </Form.Item>
      {phoneChanged && <ContactCodeField name="phoneCaptcha" channel="sms" target={phone ?? ''} canSend={PHONE_PATTERN.test((phone ?? '').trim())} />}
      <Form.Item name="email" label={t('web.profile.email')} rules={[{ pattern: EMAIL_PATTERN, message: t('web.profile.emailFormat') }]}>
        <Input placeholder={t('web.profile.emailPlaceholder')} type="email" clearable />
      </Form.Item>
      {emailChanged && <ContactCodeField name="emailCaptcha" channel="email" target={email ?? ''} canSend={EMAIL_PATTERN.test((email ?? '').trim())} />}
    </Form>
  );
}
