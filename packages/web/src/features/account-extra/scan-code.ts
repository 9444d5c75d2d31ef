/** What a scan of the computer's QR code (a link to /account/tvApp?code=…) or of its digits gives. */
export function codeFromScan(text: string): string | null {
  const trimmed = text.trim();
  if (/^\d{8}$/.test(trimmed)) return trimmed;
  try {
    const code = new URL(trimmed).searchParams.get('code');
    return code && /^\d{8}$/.test(code) ? code : null;
  } catch {
    return null;
  }
}

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: ImageBitmapSource): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = new (options?: { formats?: string[] }) => BarcodeDetectorLike;

/** The browser's QR reader (Chrome on Android, among others), or null where there is none (iOS Safari). */
export function qrDetector(): BarcodeDetectorLike | null {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    return new Detector({ formats: ['qr_code'] });
  } catch {
    return null;
  }
}

/** The first login code among what the detector reads in `source`, or null. */
export async function readCode(detector: BarcodeDetectorLike, source: ImageBitmapSource): Promise<string | null> {
  const found = await detector.detect(source).catch(() => []);
  for (const barcode of found) {
    const code = codeFromScan(barcode.rawValue);
    if (code) return code;
  }
  return null;
}
