import { isLoginSuccess, type Envelope, type LoginRequest, type LoginResult } from '@crm/domain';
import { HttpError } from '../../lib/http.ts';
import { loginWithCode, loginWithPassword, sendCode, type CodeChannel, type CodePurpose } from './api/login.ts';
import { completeLogin, type Navigate } from '../../lib/login-success.ts';

/**
 * Logs in and runs the success sequence; resolves with the message to show when it fails.
 * Loaded by the login page on first interaction, so the page itself carries no HTTP code.
 */
async function finish(call: () => Promise<Envelope<LoginResult>>, navigate: Navigate, fallbackMessage: string): Promise<string | null> {
  try {
    const answer = await call();
    if (!isLoginSuccess(answer) || !answer.result?.token) return answer.message || fallbackMessage;
    await completeLogin(answer.result, navigate);
    return null;
  } catch (error) {
    // A refusal (403: a frozen user, a partner or customer account at the staff door) says why in its envelope.
    if (error instanceof HttpError && error.envelope?.message) return error.envelope.message;
    return (error as Error).message || fallbackMessage;
  }
}

export function submitLogin(credentials: LoginRequest, navigate: Navigate, fallbackMessage: string): Promise<string | null> {
  return finish(() => loginWithPassword(credentials), navigate, fallbackMessage);
}

export function submitCodeLogin(channel: CodeChannel, target: string, captcha: string, navigate: Navigate, fallbackMessage: string): Promise<string | null> {
  return finish(() => loginWithCode(channel, target, captcha), navigate, fallbackMessage);
}

/** Asks for a code; resolves with the seconds until the next may be asked, or the message to show. */
export async function requestCode(
  channel: CodeChannel,
  target: string,
  purpose: CodePurpose,
  fallbackMessage: string,
): Promise<{ resendAfter: number } | { error: string }> {
  try {
    const answer = await sendCode(channel, target, purpose);
    if (!answer.success || !answer.result) return { error: answer.message || fallbackMessage };
    return { resendAfter: answer.result.resendAfter };
  } catch (error) {
    return { error: (error as Error).message || fallbackMessage };
  }
}
