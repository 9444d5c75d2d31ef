import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import Input from 'antd-mobile/es/components/input/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import type { ContactCodeRequest } from '@crm/domain';
import { useCountdown } from '../../lib/verification-code.ts';
import { useContactCode } from './api/account.ts';
import styles from './BaseSettingPage.module.css';

/**
 * The code that proves a new phone number or address of the profile: shown while the field
 * differs from the stored one, with its own "get code" button and the resend countdown, and what
 * the code is for under it (or why the form refused it).
 */
export function ContactCodeField(props: {
  name: 'phoneCaptcha' | 'emailCaptcha';
  channel: ContactCodeRequest['channel'];
  target: string;
  canSend: boolean;
  value: string;
  error?: string;
  onChange(value: string): void;
}) {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const send = useContactCode();
  const label = props.channel === 'sms' ? t('web.profile.phoneCode') : t('web.profile.emailCode');

  function askForCode() {
    send.mutate({ channel: props.channel, target: props.target.trim() }, { onSuccess: (sent) => countdown.start(sent?.resendAfter ?? 60) });
  }

  return (
    <List.Item
      prefix={<span className={`${styles.label} ${styles.required}`}>{label}</span>}
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
      description={
        props.error ? (
          <span role="alert" className={styles.error}>
            {props.error}
          </span>
        ) : props.channel === 'sms' ? (
          t('web.profile.phoneCodeHelp')
        ) : (
          t('web.profile.emailCodeHelp')
        )
      }
    >
      <Input
        data-testid={props.name}
        aria-label={label}
        value={props.value}
        onChange={props.onChange}
        placeholder={t('web.profile.codePlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        clearable
      />
    </List.Item>
  );
}
