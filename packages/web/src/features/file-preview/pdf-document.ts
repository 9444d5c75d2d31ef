import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';

/**
 * pdf.js, fetched when a PDF is first opened (it is larger than the rest of the page together):
 * the legacy build, which still runs in the older browsers of messenger apps, and its worker,
 * served from this origin like the app's own files. Scripts inside a PDF never run, and nothing is
 * compiled from the PDF's text (isEvalSupported: false), which the content security policy forbids anyway.
 */
async function pdfjs() {
  const [library, worker] = await Promise.all([import('pdfjs-dist/legacy/build/pdf.mjs'), import('pdfjs-dist/legacy/build/pdf.worker.min.mjs?url')]);
  library.GlobalWorkerOptions.workerSrc = worker.default;
  return library;
}

export type PdfDocument = PDFDocumentProxy;

/** Opens the PDF at `url`; `destroy()` on the answer frees its worker. */
export async function openPdf(url: string): Promise<PdfDocument> {
  const { getDocument } = await pdfjs();
  return getDocument({ url, isEvalSupported: false, enableXfa: false }).promise;
}

/** The page's size at scale 1, in CSS pixels. */
export async function pageWidth(document: PdfDocument, pageNumber: number): Promise<number> {
  const page = await document.getPage(pageNumber);
  return page.getViewport({ scale: 1 }).width;
}

/**
 * Draws one page on `canvas` at `scale` (1 is the page's own size in CSS pixels), sharp on the
 * phone's screen (its device pixel ratio); `cancel()` stops a drawing a newer one replaces.
 */
export async function drawPage(document: PdfDocument, pageNumber: number, canvas: HTMLCanvasElement, scale: number): Promise<RenderTask> {
  const page = await document.getPage(pageNumber);
  const viewport = page.getViewport({ scale });
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.floor(viewport.width * ratio);
  canvas.height = Math.floor(viewport.height * ratio);
  canvas.style.width = `${Math.floor(viewport.width)}px`;
  canvas.style.height = `${Math.floor(viewport.height)}px`;
  return page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
}
