import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import { ScanningOutline } from 'antd-mobile-icons';
import { qrDetector, readCode } from './scan-code.ts';

const overlay = { position: 'fixed', inset: 0, zIndex: 1100, background: '#000', display: 'flex', flexDirection: 'column' } as const;

/**
 * Scans the computer's QR code with the phone: the camera live where the browser reads QR codes
 * (BarcodeDetector) and lets the page film, else a photo taken for it (a file input with
 * `capture`). Where the browser reads no QR code at all, it says the phone's camera app does (the
 * code is a link to this page with the code filled in); typing the digits always remains.
 */
export function CodeScanner({ onCode }: { onCode(code: string): void }) {
  const { t } = useTranslation();
  const detector = useMemo(qrDetector, []);
  const [live, setLive] = useState(false);
  const [failed, setFailed] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  if (!detector) {
    return (
      <p data-testid="tv-camera-hint" style={{ color: '#86909c', fontSize: 13 }}>
        {t('web.tvApp.cameraHint')}
      </p>
    );
  }

  async function fromPhoto(file: File | undefined) {
    if (!file || !detector) return;
    const image = await createImageBitmap(file).catch(() => null);
    const code = image ? await readCode(detector, image) : null;
    setFailed(!code);
    if (code) onCode(code);
  }

  function start() {
    setFailed(false);
    if (typeof navigator.mediaDevices?.getUserMedia === 'function') setLive(true);
    else fileInput.current?.click();
  }

  return (
    <div style={{ margin: '12px 0' }}>
      <Button block fill="outline" color="primary" data-testid="tv-scan" onClick={start} style={{ minHeight: 44 }}>
        <ScanningOutline /> {t('web.tvApp.scan')}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        data-testid="tv-scan-photo"
        onChange={(e) => {
          void fromPhoto(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {failed && (
        <div role="alert" data-testid="tv-scan-failed" style={{ color: '#ff3141', marginTop: 8, fontSize: 13 }}>
          {t('web.tvApp.scanFailed')}
        </div>
      )}
      {live && (
        <LiveScan
          detector={detector}
          onCode={(code) => {
            setLive(false);
            onCode(code);
          }}
          onUnavailable={() => {
            // No camera, or no permission: a photo instead.
            setLive(false);
            fileInput.current?.click();
          }}
          onClose={() => setLive(false)}
        />
      )}
    </div>
  );
}

function LiveScan({
  detector,
  onCode,
  onUnavailable,
  onClose,
}: {
  detector: NonNullable<ReturnType<typeof qrDetector>>;
  onCode(code: string): void;
  onUnavailable(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  // The camera starts once: the handlers are read when needed, not watched.
  const handlers = useRef({ onCode, onUnavailable });
  handlers.current = { onCode, onUnavailable };
  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const look = async () => {
      if (stopped || !video.current) return;
      const code = video.current.readyState >= 2 ? await readCode(detector, video.current) : null;
      if (stopped) return;
      if (code) handlers.current.onCode(code);
      else timer = setTimeout(() => void look(), 250);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then((media) => {
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        void video.current.play().catch(() => undefined);
        void look();
      })
      .catch(() => !stopped && handlers.current.onUnavailable());
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [detector]);
  return (
    <section style={overlay} role="dialog" aria-modal="true" aria-label={t('web.tvApp.scanTitle')} data-testid="tv-scanner">
      <header style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', color: '#fff', padding: '0 4px 0 16px', minHeight: 48 }}>
        <span style={{ fontSize: 17 }}>{t('web.tvApp.scanTitle')}</span>
        <button type="button" onClick={onClose} style={{ minWidth: 44, minHeight: 44, border: 0, background: 'transparent', color: '#fff', fontSize: 15 }}>
          {t('web.tvApp.closeScan')}
        </button>
      </header>
      <video ref={video} muted playsInline style={{ flex: 1, width: '100%', objectFit: 'cover', minHeight: 0 }} />
      <p style={{ color: '#fff', textAlign: 'center', padding: 16, margin: 0 }}>{t('web.tvApp.scanHint')}</p>
    </section>
  );
}
