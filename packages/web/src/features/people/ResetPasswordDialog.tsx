import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import Dialog from 'antd-mobile/es/components/dialog/index.js';
import Input from 'antd-mobile/es/components/input/index.js';
import { feedback } from '../../lib/feedback.ts';
import { tKey } from '../../lib/i18n.ts';
import { useResetPassword } from './api/employees.ts';
import { passwordProblem } from './employee-validation.ts';
import styles from './People.module.css';

/** A new password for an employee (at least six characters); what was typed stays when the server refuses. */
export function ResetPasswordDialog({ id, name, visible, onClose }: { id: string; name: string; visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reset = useResetPassword();

  function close() {
    setPassword('');
    setError(null);
    onClose();
  }

  async function submit() {
    const problem = passwordProblem(password, true);
    if (problem) {
      setError(tKey(t, problem.key, problem.values));
      return;
    }
    try {
      await reset.mutateAsync({ id, password });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('web.http.unknownError'));
      return;
    }
    feedback.success(t('web.people.reset.done'));
    close();
  }

  return (
    <Dialog
      visible={visible}
      title={t('web.people.reset.title', { name })}
      onClose={close}
      content={
        <div data-testid="reset-password-dialog">
          <div className={styles.inputBox}>
            <Input
              type="password"
              autoComplete="new-password"
              aria-label={t('web.people.reset.label')}
              placeholder={t('web.people.reset.placeholder')}
              value={password}
              data-testid="reset-password-input"
              onChange={(value) => {
                setPassword(value);
                setError(null);
              }}
              onEnterPress={() => void submit()}
            />
          </div>
          {error && (
            <p className={styles.error} role="alert" data-testid="reset-password-error">
              {error}
            </p>
          )}
          <p className={styles.hintInline}>{t('web.people.reset.hint')}</p>
          <div className={styles.dialogButtons}>
            <Button block fill="outline" onClick={close}>
              {t('web.common.cancel')}
            </Button>
            <Button block color="primary" loading={reset.isPending} data-testid="reset-password-confirm" onClick={() => void submit()}>
              {t('web.people.reset.confirm')}
            </Button>
          </div>
        </div>
      }
    />
  );
}
