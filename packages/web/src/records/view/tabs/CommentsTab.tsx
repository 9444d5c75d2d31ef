import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Avatar from 'antd-mobile/es/components/avatar/index.js';
import Button from 'antd-mobile/es/components/button/index.js';
import Empty from 'antd-mobile/es/components/empty/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import TextArea from 'antd-mobile/es/components/text-area/index.js';
import { formatDateTime } from '@crm/domain';
import { feedback } from '../../../lib/feedback.ts';
import { fileUrl } from '../../../lib/http.ts';
import { usePreferencesStore } from '../../../stores/preferences.ts';
import { commentsQuery, useAddComment, useDeleteComment } from '../../api/record-queries.ts';

/** Comments with an inline box; the author may delete their own. */
export function CommentsTab({ tableName, dataId }: { tableName: string; dataId: string }) {
  const { t } = useTranslation();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const [content, setContent] = useState('');
  const { data: comments = [] } = useQuery(commentsQuery(tableName, dataId));
  const add = useAddComment();
  const remove = useDeleteComment(tableName, dataId);
  return (
    <div data-testid="record-comments">
      <div style={{ padding: 12, display: 'flex', gap: 8, alignItems: 'flex-end' }}>
        <TextArea
          value={content}
          onChange={setContent}
          placeholder={t('web.record.comments.placeholder')}
          autoSize={{ minRows: 1, maxRows: 4 }}
          maxLength={1000}
        />
        <Button
          size="small"
          color="primary"
          loading={add.isPending}
          disabled={!content.trim()}
          onClick={() => add.mutate({ tableName, dataId, content: content.trim() }, { onSuccess: () => setContent('') })}
        >
          {t('web.record.comments.send')}
        </Button>
      </div>
      {comments.length === 0 ? (
        <Empty description={t('web.record.empty')} />
      ) : (
        <List>
          {comments.map((c) => (
            <List.Item
              key={c.id}
              prefix={<Avatar src={fileUrl(c.avatar)} style={{ '--size': '32px' }} />}
              description={formatDateTime(c.time, timeZone)}
              extra={
                c.mine ? (
                  <Button
                    size="mini"
                    fill="none"
                    color="danger"
                    onClick={async () => {
                      if (await feedback.confirm({ content: t('web.record.deleteConfirm') })) remove.mutate(c.id);
                    }}
                  >
                    {t('web.action.delete')}
                  </Button>
                ) : undefined
              }
            >
              <div style={{ fontSize: 13, color: 'var(--adm-color-weak)' }}>{c.userName}</div>
              <div style={{ whiteSpace: 'pre-wrap' }}>{c.content}</div>
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
