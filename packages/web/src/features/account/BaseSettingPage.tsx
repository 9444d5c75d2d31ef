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

interface ProfileForm {
  realname: string;
  avatar: string | null;
  phone: string;
  email: string;
}

/** /account/baseSetting: the personal profile. What the user typed stays on an error. */
export function BaseSettingPage() {
  const { t } = useTranslation();
  const info = useSessionStore((s) => s.info);
  const [form] = Form.useForm<ProfileForm>();
  const avatar = Form.useWatch('avatar', form);
  const fileInput = useRef<HTMLInputElement>(null);
  const editSelf = useEditSelf();
  const upload = useUploadAvatar();

  const initialValues: ProfileForm = {
    realname: info?.realname && info.realname !== UNKNOWN_REALNAME ? info.realname : '',
    avatar: info?.avatar ?? null,
    phone: info?.phone ?? '',
    email: info?.email ?? '',
  };

  function save(values: ProfileForm) {
    const profile: ProfileEdit = {
      realname: values.realname,
      avatar: values.avatar || null,
      phone: values.phone || null,
      email: values.email || null,
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
      <Form.Item name="email" label={t('web.profile.email')} rules={[{ pattern: EMAIL_PATTERN, message: t('web.profile.emailFormat') }]}>
        <Input placeholder={t('web.profile.emailPlaceholder')} type="email" clearable />
      </Form.Item>
    </Form>
  );
}
