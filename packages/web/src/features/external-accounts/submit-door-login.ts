import { isLoginSuccess, type LoginRequest } from '@crm/domain';
import { HttpError } from '../../lib/http.ts';
import { useAppStore } from '../../stores/app.ts';
import { useSessionStore } from '../../stores/session.ts';
import { doorLanding } from '../../lib/guard.ts';
import { loginAtDoor, type Door } from './api/external-accounts.ts';

type Navigate = (to: string, options?: { replace?: boolean }) => void | Promise<void>;

/**
 * Logs in at a partner or customer door and goes to the door's page the user was sent from, or
 * its home (lib/guard.ts doorLanding); resolves with the message
 * to show when it fails. The staff sequence (company info, workspace, company choice) is skipped:
 * those calls are staff-only and these accounts never see the staff pages.
 */
export async function submitDoorLogin(door: Door, credentials: LoginRequest, navigate: Navigate, fallbackMessage: string): Promise<string | null> {
  try {
    const answer = await loginAtDoor(door, credentials);
    if (!isLoginSuccess(answer) || !answer.result?.token) return answer.message || fallbackMessage;
    useSessionStore.getState().setLogin(answer.result);
    useAppStore.getState().setCurrentCompanyName(answer.result.companyCode_dictText ?? answer.result.userInfo.companyCode_dictText ?? '');
    await navigate(doorLanding(door, window.location.search), { replace: true });
    return null;
  } catch (error) {
    // A refusal at the wrong door (403) carries the server's message saying where to go instead.
    if (error instanceof HttpError && error.envelope?.message) return error.envelope.message;
    return (error as Error).message || fallbackMessage;
  }
}
