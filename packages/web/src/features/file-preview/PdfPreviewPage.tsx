import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import { AddOutline, LeftOutline, MinusOutline, RightOutline } from 'antd-mobile-icons';
import { drawPage, openPdf, pageWidth, type PdfDocument } from './pdf-document.ts';
import { PreviewBar } from './PreviewBar.tsx';
import { PreviewMessage } from './PreviewMessage.tsx';
import { usePreviewedFile } from './preview-params.ts';
import styles from './Preview.module.css';

/** Zoom steps, as multiples of the width that fits the screen. */
const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];
const FIT = ZOOMS.indexOf(1);

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'open'; document: PdfDocument; fitScale: number };

/** The PDF at `url`, opened once; its worker freed when the page goes. */
function usePdf(url: string): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    let opened: PdfDocument | null = null;
    openPdf(url)
      .then(async (document) => {
        opened = document;
        // The first page fills the screen's width (less the stage's margin) at zoom 1.
        const width = await pageWidth(document, 1);
        if (current) setLoaded({ state: 'open', document, fitScale: (Math.min(window.innerWidth, 960) - 16) / width });
      })
      .catch(() => current && setLoaded({ state: 'failed' }));
    return () => {
      current = false;
      void opened?.destroy();
    };
  }, [url]);
  return loaded;
}

function PdfPages({ document, fitScale }: { document: PdfDocument; fitScale: number }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [pageNumber, setPageNumber] = useState(1);
  const [zoom, setZoom] = useState(FIT);
  const [drawn, setDrawn] = useState(0);
  const pages = document.numPages;

  useEffect(() => {
    let task: Awaited<ReturnType<typeof drawPage>> | null = null;
    let current = true;
    void drawPage(document, pageNumber, canvas.current!, fitScale * ZOOMS[zoom]!).then((started) => {
      task = started;
      if (!current) return started.cancel();
      // A drawing replaced by a newer one ends cancelled: not a failure.
      started.promise.then(() => current && setDrawn(pageNumber)).catch(() => {});
    });
    return () => {
      current = false;
      task?.cancel();
    };
  }, [document, pageNumber, zoom, fitScale]);

  return (
    <>
      <div className={styles.stage}>
        <canvas
          ref={canvas}
          className={styles.canvas}
          data-testid="pdf-page"
          data-page={drawn}
          aria-label={t('web.preview.page', { page: pageNumber, pages })}
        />
      </div>
      <nav className={styles.tools} aria-label={t('web.preview.pages')}>
        <Button
          fill="none"
          className={styles.target}
          disabled={pageNumber <= 1}
          onClick={() => setPageNumber((n) => n - 1)}
          aria-label={t('web.preview.previous')}
          data-testid="pdf-previous"
        >
          <LeftOutline />
        </Button>
        <span className={styles.pageNumber} data-testid="pdf-page-number">
          {t('web.preview.page', { page: pageNumber, pages })}
        </span>
        <Button
          fill="none"
          className={styles.target}
          disabled={pageNumber >= pages}
          onClick={() => setPageNumber((n) => n + 1)}
          aria-label={t('web.preview.next')}
          data-testid="pdf-next"
        >
          <RightOutline />
        </Button>
        <Button
          fill="none"
          className={styles.target}
          disabled={zoom === 0}
          onClick={() => setZoom((z) => z - 1)}
          aria-label={t('web.preview.zoomOut')}
          data-testid="pdf-zoom-out"
        >
          <MinusOutline />
        </Button>
        <Button fill="none" className={styles.target} disabled={zoom === FIT} onClick={() => setZoom(FIT)} data-testid="pdf-fit">
          {t('web.preview.fitWidth')}
        </Button>
        <Button
          fill="none"
          className={styles.target}
          disabled={zoom === ZOOMS.length - 1}
          onClick={() => setZoom((z) => z + 1)}
          aria-label={t('web.preview.zoomIn')}
          data-testid="pdf-zoom-in"
        >
          <AddOutline />
        </Button>
      </nav>
    </>
  );
}

function PdfOf({ url }: { url: string }) {
  const { t } = useTranslation();
  const loaded = usePdf(url);
  if (loaded.state === 'loading') return <PreviewMessage role="status">{t('web.common.loading')}</PreviewMessage>;
  if (loaded.state === 'failed') return <PreviewMessage testId="preview-failed">{t('web.preview.pdfFailed')}</PreviewMessage>;
  return <PdfPages document={loaded.document} fitScale={loaded.fitScale} />;
}

/**
 * /pdfPreview?src=&title= (issue 20, spec section 2; public): a PDF of this server's files, page by
 * page with zoom, drawn by pdf.js in the browser from this origin; any other address is refused.
 */
export function PdfPreviewPage() {
  const { t } = useTranslation();
  const file = usePreviewedFile('pdf');
  return (
    <div className={styles.page} data-testid="pdf-preview">
      <PreviewBar title={file.title || t('web.preview.routePdf')} download={file.download} />
      {file.url ? (
        <PdfOf key={file.url} url={file.url} />
      ) : (
        <PreviewMessage testId="preview-refused">{t(file.given ? 'web.preview.refused' : 'web.preview.missing')}</PreviewMessage>
      )}
    </div>
  );
}
