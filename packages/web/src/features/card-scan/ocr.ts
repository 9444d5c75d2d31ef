import type { Worker } from 'tesseract.js';

/** The directory the build put the OCR's worker, WebAssembly and trained data in (scripts/ocr-assets.ts). */
declare const __OCR_ASSETS__: string;

/** Where a reading is: fetching and starting the engine and its data (the first time, some megabytes), or reading the picture. */
export type OcrStage = 'loading' | 'reading';

/**
 * Text off a picture, on the phone (issue 21): tesseract.js in a worker of our own origin with its
 * Chinese and English trained data, nothing asked of any other host, so it works offline once
 * loaded (tesseract.js keeps the data in the browser's IndexedDB). One engine per screen, started
 * at the first picture and stopped when the screen goes.
 */
export class CardReader {
  private worker: Promise<Worker> | null = null;
  private onProgress: (stage: OcrStage, share: number) => void = () => undefined;

  private start(): Promise<Worker> {
    this.worker ??= import('tesseract.js').then(async ({ createWorker, OEM }) => {
      const worker = await createWorker(['chi_sim', 'eng'], OEM.LSTM_ONLY, {
        workerPath: `${__OCR_ASSETS__}worker.min.js`,
        corePath: __OCR_ASSETS__,
        langPath: __OCR_ASSETS__.replace(/\/$/, ''),
        // A worker from our origin itself: the page's content security policy allows no other.
        workerBlobURL: false,
        logger: ({ status, progress }) => this.onProgress(status === 'recognizing text' ? 'reading' : 'loading', progress),
      });
      // Chinese text without a space between each word, as printed (深圳星河精工, not 深圳 星河 精工).
      await worker.setParameters({ preserve_interword_spaces: '1' });
      return worker;
    });
    return this.worker;
  }

  async read(picture: Blob, onProgress: (stage: OcrStage, share: number) => void): Promise<string> {
    this.onProgress = onProgress;
    onProgress('loading', 0);
    try {
      const worker = await this.start();
      const { data } = await worker.recognize(picture);
      return data.text;
    } catch (error) {
      // A failed start (the data did not load) is tried afresh with the next picture.
      this.stop();
      throw error;
    }
  }

  stop(): void {
    void this.worker?.then((worker) => worker.terminate()).catch(() => undefined);
    this.worker = null;
  }
}
