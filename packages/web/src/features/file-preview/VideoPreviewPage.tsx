import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PreviewBar } from './PreviewBar.tsx';
import { PreviewMessage } from './PreviewMessage.tsx';
import { usePreviewedFile } from './preview-params.ts';
import styles from './Preview.module.css';

/**
 * /videoPreview?src=&title= (issue 20, spec section 2; public): a video of this server's files or
 * of a host the deployment names (VIDEO_HOSTS), played in the page; any other address is refused,
 * never followed.
 */
export function VideoPreviewPage() {
  const { t } = useTranslation();
  const file = usePreviewedFile('video');
  const [failed, setFailed] = useState(false);
  return (
    <div className={styles.page} data-testid="video-preview">
      <PreviewBar title={file.title || t('web.preview.routeVideo')} download={file.download} />
      {!file.url ? (
        <PreviewMessage testId="preview-refused">{t(file.given ? 'web.preview.refused' : 'web.preview.missing')}</PreviewMessage>
      ) : failed ? (
        <PreviewMessage testId="preview-failed">{t('web.preview.videoFailed')}</PreviewMessage>
      ) : (
        <div className={styles.stage}>
          <video className={styles.video} src={file.url} controls playsInline preload="metadata" onError={() => setFailed(true)} data-testid="video-player" />
        </div>
      )}
    </div>
  );
}
