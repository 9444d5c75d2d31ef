import type { MessengerProvider } from '@crm/domain';

/**
 * Why a provider did not give us its user: the module's one exception, mapped to a translated
 * answer by the routes (which know the caller's language and the provider's name in it).
 */
export type MessengerFailureCode =
  /** The code (or ticket) was refused: expired, used, or for another app. */
  | 'codeRejected'
  /** The app id or secret was refused: a configuration fault for the administrator. */
  | 'credentialsRejected'
  /** No answer, a 5xx, or an answer we cannot read. */
  | 'providerUnavailable';

export class MessengerFailure extends Error {
  constructor(
    readonly code: MessengerFailureCode,
    readonly provider: MessengerProvider,
    /** The provider's own error text (errmsg, msg, message), shown to help the administrator. */
    readonly detail: string,
  ) {
    super(`${provider} ${code}: ${detail}`);
    this.name = 'MessengerFailure';
  }
}
