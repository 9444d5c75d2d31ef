import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RUNTIME_CONFIG_GLOBAL } from '@crm/domain';
import { applyLanguage } from '../../lib/i18n.ts';
import { renderApp, resetState, signIn } from '../../test/app.tsx';
import { codeFromScan } from './scan-code.ts';

const globals = globalThis as Record<string, unknown>;

beforeEach(async () => {
  resetState();
  globals[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's' };
  await applyLanguage('zh-CN');
  signIn();
});

afterEach(() => {
  delete globals.BarcodeDetector;
  vi.unstubAllGlobals();
});

/** A browser QR reader that reads `value` in any picture. */
function stubDetector(value: string) {
  globals.BarcodeDetector = class {
    detect() {
      return Promise.resolve([{ rawValue: value }]);
    }
  };
  vi.stubGlobal('createImageBitmap', () => Promise.resolve({}));
}

describe('scanning the computer’s code on /account/tvApp', () => {
  it('reads the code from the QR code’s link or from bare digits, and nothing else', () => {
    expect(codeFromScan('https://crm.example.com/mobile/account/tvApp?code=24681357')).toBe('24681357');
    expect(codeFromScan(' 24681357 ')).toBe('24681357');
    expect(codeFromScan('https://example.com/?code=123')).toBeNull();
    expect(codeFromScan('hello')).toBeNull();
  });

  it('fills the code from a photo of the QR code where the browser reads QR codes', async () => {
    stubDetector('https://crm.example.com/mobile/account/tvApp?code=24681357');
    // No camera to film with: the photo it takes instead.
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    renderApp('/account/tvApp');
    const u = userEvent.setup();
    await screen.findByTestId('tv-scan');
    await u.upload(screen.getByTestId('tv-scan-photo'), new File(['x'], 'qr.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect((screen.getByTestId('tv-code') as HTMLInputElement).value).toBe('24681357'));
    expect((screen.getByTestId('tv-confirm') as HTMLButtonElement).disabled).toBe(false);
  });

  it('says so when the picture holds no login code, and leaves typing it', async () => {
    stubDetector('https://elsewhere.example.com/');
    renderApp('/account/tvApp');
    await screen.findByTestId('tv-scan');
    await userEvent.setup().upload(screen.getByTestId('tv-scan-photo'), new File(['x'], 'qr.jpg', { type: 'image/jpeg' }));
    expect((await screen.findByTestId('tv-scan-failed')).textContent).toBe('没有识别出登录码，请输入二维码下方的 8 位数字');
    expect((screen.getByTestId('tv-code') as HTMLInputElement).value).toBe('');
  });

  it('points to the phone’s camera where the browser reads no QR code', async () => {
    renderApp('/account/tvApp');
    expect((await screen.findByTestId('tv-camera-hint')).textContent).toContain('用手机相机扫描');
    expect(screen.queryByTestId('tv-scan')).toBeNull();
    expect(screen.getByTestId('tv-code')).toBeTruthy();
  });
});
