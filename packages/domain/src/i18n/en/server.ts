import type { ServerLocale } from '../types.ts';

export const server: ServerLocale = {
  ok: 'Operation succeeded',
  notLoggedIn: 'Not logged in or the login has expired, please log in again',
  tokenInvalid: 'token invalid, please log in again',
  accessDenied: 'Access denied',
  notFound: 'Sorry, resource not found!',
  badRequest: 'Invalid request: {{detail}}',
  serverError: 'Internal server error, please try again later',
  signMissing: 'The request signature is missing',
  signInvalid: 'The request signature is invalid',
  signStale: 'The request timestamp is too old, please check the device clock',
  loginFailed: 'Wrong username or password',
  loginTooMany: 'Too many failed logins, please try again in {{minutes}} minutes',
  accountDisabled: 'The enterprise account is disabled, please contact customer service',
  accountExpired: 'The enterprise account has expired, please renew it',
  userFrozen: 'This user is frozen',
  logoutOk: 'Logged out',
  loginOk: 'Login success',
};
