import { isLoginSuccess, type LoginRequest } from '@crm/domain';
import { loginWithPassword } from './api/login.ts';
import { completeLogin, type Navigate } from './login-success.ts';

/**
 * Logs in and runs the success sequence; resolves with the message to show when it fails.
 * Loaded by the login page on first interaction, so the page itself carries no HTTP code.
 */
export async function submitLogin(credentials: LoginRequest, navigate: Navigate, fallbackMessage: string): Promise<string | null> {
  try {
    const answer = await loginWithPassword(credentials);
    if (!isLoginSuccess(answer) || !answer.result?.token) return answer.message || fallbackMessage;
    await completeLogin(answer.result, navigate);
    return null;
  } catch (error) {
    return (error as Error).message || fallbackMessage;
  }
}
