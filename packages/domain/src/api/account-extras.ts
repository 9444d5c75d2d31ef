import type { LoginResult } from './contract.ts';

/** The kinds of message a user can switch off at /account/msgSetting (messages.type). */
export const MESSAGE_TYPES = ['system', 'audit', 'remind', 'task'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** GET/PUT /sys/user/msgSetting: one switch per message type. */
export interface NotificationSetting {
  type: MessageType;
  enabled: boolean;
}

/** Log in to the desktop version (/account/tvApp): a code lives this long and serves once. */
export const DEVICE_LOGIN_TTL_MS = 2 * 60 * 1000;

/** POST /sys/deviceLogin/request: what the other device shows (code as digits and QR) and polls with. */
export interface DeviceLoginRequest {
  code: string;
  /** Secret of the asking device: only it may collect the session. */
  pollToken: string;
  expiresAt: string;
}

/** GET /sys/deviceLogin/status: `login` once, on the first poll after the phone confirmed. */
export type DeviceLoginStatus = { status: 'pending' | 'expired' | 'used' } | { status: 'confirmed'; login: LoginResult };
