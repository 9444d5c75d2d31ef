import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import { PreviewBar } from './PreviewBar.tsx';
import { PreviewMessage } from './PreviewMessage.tsx';
import { usePreviewedFile } from './preview-params.ts';
import styles from './Preview.module.css';

/**
 * /officeView?src=&title= (issue 20, spec section 2; public): a Word, Excel or PowerPoint file of
 * this server's. A phone's browser cannot draw them, so the deployment's online viewer does
 * (OFFICE_VIEWER, given the file's full address: the viewer must reach this server). A staff file
 * never goes to it (its address would carry the user's session); without a viewer, for a staff
 * file, or when the viewer shows nothing, the file downloads, and the page says why.
 */
export function OfficeViewPage() {
  const { t } = useTranslation();
  const file = usePreviewedFile('office');
  const viewer = runtimeConfig().officeViewer;
  const title = file.title || t('web.preview.routeOffice');
  if (!file.url || !file.download) {
    return (
      <div className={styles.page} data-testid="office-view">
        <PreviewBar title={title} download={null} />
        <PreviewMessage testId="preview-refused">{t(file.given ? 'web.preview.refused' : 'web.preview.missing')}</PreviewMessage>
      </div>
    );
  }
  return (
    <div className={styles.page} data-testid="office-view">
      <PreviewBar title={title} download={file.download} />
      {viewer && file.openToAnyone ? (
        <>
          <iframe className={styles.frame} title={title} src={viewer.replace('{url}', encodeURIComponent(file.openToAnyone))} data-testid="office-frame" />
          <p className={styles.hint}>{t('web.preview.officeViewerHint')}</p>
        </>
      ) : (
        <PreviewMessage testId="office-no-viewer">
          <p>{t('web.preview.officeNoViewer')}</p>
          <Button block color="primary" className={styles.target} onClick={() => window.location.assign(file.download!)} data-testid="office-download">
            {t('web.preview.downloadFile')}
          </Button>
        </PreviewMessage>
      )}
    </div>
  );
}
