import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export type PasswordFieldErrors = { username?: string; password?: string };

/**
 * The state and checks of an account-and-password form, shared by the staff login tab and the
 * partner and customer doors: both fields are required (the spec's 'input account' and 'input
 * password'), and `send` answers the message to show when the server refuses, or null.
 */
export function usePasswordForm(send: (credentials: { username: string; password: string }) => Promise<string | null>) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<PasswordFieldErrors>({});
  const [formError, setFormError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors: PasswordFieldErrors = {};
    if (!username.trim()) errors.username = t('web.auth.inputAccount');
    if (!password) errors.password = t('web.auth.inputPassword');
    setFieldErrors(errors);
    setFormError('');
    if (errors.username || errors.password) return;
    setSubmitting(true);
    try {
      const failure = await send({ username, password });
      if (failure) setFormError(failure);
    } finally {
      setSubmitting(false);
    }
  }

  return { username, setUsername, password, setPassword, fieldErrors, formError, submitting, submit };
}
