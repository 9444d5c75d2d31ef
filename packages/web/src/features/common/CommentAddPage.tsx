import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import TextArea from 'antd-mobile/es/components/text-area/index.js';
import { feedback } from '../../lib/feedback.ts';
import { useAddComment } from '../../records/api/record-queries.ts';

/** /crm/commentAdd?tableName&dataId: one required comment. */
export function CommentAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [content, setContent] = useState('');
  const [error, setError] = useState('');
  const add = useAddComment();

  async function submit() {
    if (!content.trim()) {
      setError(t('web.action.commentAdd.required'));
      return;
    }
    try {
      await add.mutateAsync({ tableName: params.get('tableName') ?? '', dataId: params.get('dataId') ?? '', content: content.trim() });
    } catch {
      return;
    }
    feedback.success(t('web.action.commentAdd.success'));
    void navigate(-1);
  }

  return (
    <div style={{ padding: 12, background: 'var(--adm-color-background)' }}>
      <TextArea
        data-testid="comment-content"
        aria-label={t('web.action.commentAdd.content')}
        placeholder={t('web.action.commentAdd.content')}
        value={content}
        onChange={(v) => {
          setContent(v);
          setError('');
        }}
        autoSize={{ minRows: 5, maxRows: 12 }}
        maxLength={1000}
        showCount
      />
      {error && (
        <div role="alert" style={{ color: 'var(--adm-color-danger)', fontSize: 12 }}>
          {error}
        </div>
      )}
      <Button block color="primary" size="large" style={{ marginTop: 12 }} loading={add.isPending} onClick={() => void submit()} data-testid="comment-submit">
        {t('web.action.commentAdd.submit')}
      </Button>
    </div>
  );
}
