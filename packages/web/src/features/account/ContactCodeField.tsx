import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import Form from 'antd-mobile/es/components/form/index.js';
import Input from 'antd-mobile/es/components/input/index.js';
import type { ContactCodeRequest } from '@crm/domain';
import { useCountdown } from '../../lib/verification-code.ts';
import { useContactCode } from './api/account.ts';

/**
 * The code that proves a new phone number or address of the profile: shown while the field
 * differs from the stored one, with its own "get code" button and the resend countdown.
 */
export function ContactCodeField(props: { name: 'phoneCaptcha' | 'emailCaptcha'; channel: ContactCodeRequest['channel']; target: string; canSend: boolean }) {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const send = useContactCode();
  const label = props.channel === 'sms' ? t('web.profile.phoneCode') : t('web.profile.emailCode');

  function askForCode() {
    send.mutate({ channel: props.channel, target: props.target.trim() }, { onSuccess: (sent) => countdown.start(sent?.resendAfter ?? 60) });
  }

  return (
    <Form.Item
      name={props.name}
      label={label}
      help={props.channel === 'sms' ? t('web.profile.phoneCodeHelp') : t('web.profile.emailCodeHelp')}
      rules={[
        { required: true, message: t('web.profile.codeRequired') },
        { pattern: /^\d{6}$/, message: t('web.profile.codeFormat') },
      ]}
      extra={
        <Button
          size="small"
          color="primary"
          fill="outline"
          data-testid={`${props.name}-send`}
          style={{ minHeight: 44 }}
          disabled={!props.canSend || countdown.secondsLeft > 0}
          loading={send.isPending}
          onClick={askForCode}
        >
          {countdown.secondsLeft > 0 ? t('web.profile.resendIn', { seconds: countdown.secondsLeft }) : t('web.profile.getCode')}
        </Button>
      }
    >
      <Input data-testid={props.name} placeholder={t('web.profile.codePlaceholder')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} clearable />
    </Form.Item>
  );
}
