import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import Empty from 'antd-mobile/es/components/empty/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import Space from 'antd-mobile/es/components/space/index.js';
import { MAX_IMAGES, type FileRef } from '@crm/domain';
import { feedback } from '../../../lib/feedback.ts';
import { attachmentsQuery, useAddAttachments, useDeleteAttachment } from '../../api/record-queries.ts';
import { ImagesDisplay } from '../../fields/display/ImagesDisplay.tsx';
import { downloadFile, formatSize } from '../../fields/display/FilesDisplay.tsx';
import { compressImage, isTooLarge, MAX_FILE_MB, uploadFile } from '../../fields/upload.ts';

/** Images and files attached to the record: upload (images compressed, files ≤ 200 MB), open, delete. */
export function AttachmentsTab({ tableName, dataId, canEdit }: { tableName: string; dataId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const images = useRef<HTMLInputElement>(null);
  const files = useRef<HTMLInputElement>(null);
  const { data: attachments = [] } = useQuery(attachmentsQuery(tableName, dataId));
  const add = useAddAttachments(tableName, dataId);
  const remove = useDeleteAttachment(tableName, dataId);

  async function upload(chosen: File[], kind: 'image' | 'file') {
    if (kind === 'image' && chosen.length > MAX_IMAGES) feedback.toast(t('web.field.imagesMax', { max: MAX_IMAGES }));
    const list = kind === 'image' ? chosen.slice(0, MAX_IMAGES) : chosen;
    const refs: FileRef[] = [];
    for (const file of list) {
      if (isTooLarge(file)) {
        feedback.toast(t('web.field.fileTooLarge', { mb: MAX_FILE_MB }));
        continue;
      }
      try {
        refs.push(await uploadFile(kind === 'image' ? await compressImage(file) : file, file.name));
      } catch (error) {
        feedback.toast((error as Error).message || t('web.field.uploadFailed'));
      }
    }
    if (refs.length > 0) add.mutate(refs);
  }

  const picker = (ref: React.RefObject<HTMLInputElement | null>, kind: 'image' | 'file') => (
    <input
      ref={ref}
      type="file"
      hidden
      multiple
      accept={kind === 'image' ? 'image/*' : undefined}
      data-testid={`attachment-${kind}-input`}
      onChange={(e) => {
        const chosen = Array.from(e.target.files ?? []);
        e.target.value = '';
        void upload(chosen, kind);
      }}
    />
  );

  return (
    <div data-testid="record-attachments">
      {canEdit && (
        <Space style={{ padding: 12 }}>
          <Button size="small" onClick={() => images.current?.click()} loading={add.isPending}>
            {t('web.record.attachments.uploadImage')}
          </Button>
          <Button size="small" onClick={() => files.current?.click()}>
            {t('web.record.attachments.uploadFile')}
          </Button>
          {picker(images, 'image')}
          {picker(files, 'file')}
        </Space>
      )}
      {attachments.length === 0 ? (
        <Empty description={t('web.record.empty')} />
      ) : (
        <List>
          {attachments.map((a) => (
            <List.Item
              key={a.id}
              prefix={a.kind === 'image' ? <ImagesDisplay value={[a]} /> : undefined}
              description={`${a.userName} · ${formatSize(a.size)}`}
              onClick={a.kind === 'file' ? () => void downloadFile(a) : undefined}
              extra={
                canEdit ? (
                  <Button
                    size="mini"
                    fill="none"
                    color="danger"
                    onClick={async (e) => {
                      e.stopPropagation();
                      if (await feedback.confirm({ content: t('web.record.attachments.deleteConfirm', { name: a.name }) })) remove.mutate(a.id);
                    }}
                  >
                    {t('web.action.delete')}
                  </Button>
                ) : undefined
              }
            >
              {a.name}
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
