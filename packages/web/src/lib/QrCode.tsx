import { useEffect, useState } from 'react';

/** An SVG QR code of `text`; the library is fetched only when a page draws one. */
async function qrCodeSvg(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

/** A QR code of `text`, drawn as SVG (no canvas needed): the app's link to share, a sign-in code, a published form. */
export function QrCode({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void qrCodeSvg(text).then((drawn) => current && setSvg(drawn));
    return () => {
      current = false;
    };
  }, [text]);
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 16 }}>
      {svg ? (
        <img data-testid="qr-code" alt={label} width={size} height={size} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} />
      ) : (
        <div style={{ width: size, height: size, background: '#f2f3f5' }} aria-busy="true" />
      )}
    </div>
  );
}
