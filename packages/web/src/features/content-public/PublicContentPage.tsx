import { useMemo, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FileOutline } from 'antd-mobile-icons';
import DOMPurify from 'dompurify';
import { formatDate, type PublicContent } from '@crm/domain';
import { LinkGone, LinkKeyAnswer } from '../../lib/link-key/LinkKeyAnswer.tsx';
import { queryClient } from '../../lib/query-client.ts';
import { usePageTitle } from '../../lib/route-handle.ts';
import { previewKindOf, previewPath, sharedFileSource } from '../../lib/previews/previews.ts';
import { openImageViewer } from '../../records/fields/image-viewer.ts';
import { formatSize } from '../../records/fields/display/FilesDisplay.tsx';
import { usePreferencesStore } from '../../stores/preferences.ts';
import { publicContentQuery } from './api/public-content.ts';
import { ContactForm } from './ContactForm.tsx';
import { useReadTime, useVisit } from './use-visit.ts';
import styles from './PublicContent.module.css';

/** A file of the shared record: previewed in the app's viewers (a picture in place), or downloaded. */
function SharedFile({ shareKey, file }: { shareKey: string; file: PublicContent['files'][number] }) {
  const { t } = useTranslation();
  const kind = previewKindOf(file.name);
  const src = sharedFileSource(shareKey, file.path);
  return (
    <li className={styles.file} data-testid="content-file">
      <FileOutline className={styles.fileIcon} />
      <span className={styles.fileName}>{file.name}</span>
      <span className={styles.fileSize}>{formatSize(file.size)}</span>
      {kind === 'image' ? (
        <button type="button" className={styles.fileAction} onClick={() => openImageViewer([src], 0)} data-testid="content-file-preview">
          {t('web.content.preview')}
        </button>
      ) : (
        kind && (
          <Link className={styles.fileAction} to={previewPath(kind, src, file.name)} data-testid="content-file-preview">
            {t('web.content.preview')}
          </Link>
        )
      )}
      <a className={styles.fileAction} href={sharedFileSource(shareKey, file.path, true)} download={file.name} data-testid="content-file-download">
        {t('web.content.download')}
      </a>
    </li>
  );
}

/** The cover picture: an uploaded one by the link's key, or a picture's web address as it is. */
const coverSource = (shareKey: string, cover: string) => (/^https?:/i.test(cover) ? cover : sharedFileSource(shareKey, cover));

/**
 * A shared video's film, played in the page (inline on a phone, not in the system's full-screen
 * player) from the link's key, fetched in parts as it plays; the cover is its poster. A film the
 * phone cannot play is offered as a download.
 */
function SharedVideo({ shareKey, video, poster }: { shareKey: string; video: NonNullable<PublicContent['video']>; poster: string | null }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div className={styles.videoFailed} data-testid="content-video-failed">
        <p>{t('web.preview.videoFailed')}</p>
        <a className={styles.fileAction} href={sharedFileSource(shareKey, video.path, true)} download={video.name}>
          {t('web.content.download')}
        </a>
      </div>
    );
  }
  return (
    <video
      className={styles.video}
      src={sharedFileSource(shareKey, video.path)}
      poster={poster ? coverSource(shareKey, poster) : undefined}
      controls
      playsInline
      preload="metadata"
      onError={() => setFailed(true)}
      data-testid="content-video"
    />
  );
}

/** The shared article, document, video or file box, its visit counted from the page's first showing. */
function ContentView({ shareKey, content }: { shareKey: string; content: PublicContent }) {
  const { t } = useTranslation();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const { visitId, open } = useVisit(shareKey);
  useReadTime(shareKey, visitId);
  // The document's title is what a messenger's browser shows above the page.
  usePageTitle({ title: content.title });
  // Cleaned by the server as stored, and again here: the server's cleaning is the first line, not the only one.
  const html = useMemo(() => (content.content ? DOMPurify.sanitize(content.content) : null), [content.content]);
  const updated = formatDate(content.updateTime, timeZone);
  return (
    <main className={styles.content} data-testid="content-page">
      <p className={styles.company}>{content.companyName}</p>
      <h1 className={styles.title} data-testid="content-title">
        {content.title}
      </h1>
      <p className={styles.meta}>
        {content.category_dictText && <span className={styles.category}>{content.category_dictText}</span>}
        <span>{t('web.content.sharedBy', { name: content.sharerName })}</span>
        {content.duration && <span>{t('web.content.duration', { duration: content.duration })}</span>}
        {updated && <span>{t('web.content.updatedAt', { date: updated })}</span>}
      </p>
      {content.video ? (
        <SharedVideo shareKey={shareKey} video={content.video} poster={content.cover} />
      ) : (
        content.cover && <img className={styles.cover} src={coverSource(shareKey, content.cover)} alt="" data-testid="content-cover" />
      )}
      {content.summary && <p className={styles.summary}>{content.summary}</p>}
      {html !== null ? (
        <div className={styles.body} data-testid="content-body" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        content.description && (
          <div className={`${styles.body} ${styles.text}`} data-testid="content-body">
            {content.description}
          </div>
        )
      )}
      {content.files.length > 0 && (
        <section className={styles.files} aria-labelledby="content-files" data-testid="content-files">
          <h2 id="content-files" className={styles.heading}>
            {t('web.content.files')}
          </h2>
          <ul className={styles.fileList}>
            {content.files.map((file) => (
              <SharedFile key={file.path} shareKey={shareKey} file={file} />
            ))}
          </ul>
        </section>
      )}
      <ContactForm shareKey={shareKey} sharerName={content.sharerName} visit={open} />
    </main>
  );
}

/**
 * /article?key=, /documentView?key=, /videoView?key= and /fileBox?key= (issue 20, spec section 2):
 * an article, a document, a video (played in the page) or a file box (its files to preview and
 * download) a salesperson shared, for whoever has the link, without logging in and outside the staff shell
 * (which provides the query client to its own pages only). Each load of the page is one visit,
 * with the seconds it is read; a visitor may leave a name or mobile.
 */
export function PublicContentPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const shareKey = params.get('key') ?? '';
  return (
    <QueryClientProvider client={queryClient}>
      <div className={styles.page}>
        <LinkKeyAnswer
          key={shareKey}
          linkKey={shareKey}
          query={publicContentQuery(shareKey)}
          gone={<LinkGone testId="content-gone" title={t('web.content.goneTitle')} text={t('web.content.goneText')} />}
        >
          {(content) => <ContentView shareKey={shareKey} content={content} />}
        </LinkKeyAnswer>
      </div>
    </QueryClientProvider>
  );
}
