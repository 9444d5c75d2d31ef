import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Badge from 'antd-mobile/es/components/badge/index.js';
import Button from 'antd-mobile/es/components/button/index.js';
import { ErrorBlock } from '../../lib/error-block.tsx';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import { formatDateTime, type Message } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { PullToRefresh } from '../../lib/touch/PullToRefresh.tsx';
import { usePreferencesStore } from '../../stores/preferences.ts';
import { messagesQuery, useMarkRead } from './api/messages.ts';

/** /dashboard/message: the user's messages, newest first, with read state. */
export function MessagePage() {
  const { t } = useTranslation();
  const query = useInfiniteQuery(messagesQuery());
  const markRead = useMarkRead();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const messages = query.data?.pages.flatMap((p) => p.records) ?? [];

  function open(message: Message) {
    if (message.read === 0) markRead.mutate({ id: message.id });
    void feedback.alert({ title: message.title, content: message.content });
  }

  return (
    <div>
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: '8px 12px' }}>
        <Button
          size="small"
          fill="outline"
          color="primary"
          style={{ minHeight: 44 }}
          loading={markRead.isPending}
          onClick={() => markRead.mutate({ all: true }, { onSuccess: () => feedback.success(t('web.message.allRead')) })}
        >
          {t('web.message.markAllRead')}
        </Button>
      </div>
      <PullToRefresh onRefresh={() => query.refetch().then(() => undefined)}>
        {query.isSuccess && messages.length === 0 ? (
          <ErrorBlock status="empty" title={t('web.message.empty')} description="" />
        ) : (
          <List>
            {messages.map((message) => (
              <List.Item
                key={message.id}
                onClick={() => open(message)}
                prefix={
                  <Badge content={message.read === 0 ? Badge.dot : null}>
                    <span style={{ display: 'inline-block', width: 8 }} />
                  </Badge>
                }
                description={`${message.publisher} · ${formatDateTime(message.sendTime, timeZone)}`}
                extra={message.read === 0 ? t('web.message.unread') : t('web.message.read')}
                aria-label={`${message.title} ${message.read === 0 ? t('web.message.unread') : t('web.message.read')}`}
              >
                <span style={{ fontWeight: message.read === 0 ? 600 : 400 }}>{message.title}</span>
              </List.Item>
            ))}
          </List>
        )}
        <InfiniteScroll
          hasMore={query.hasNextPage || query.isPending}
          loadMore={async () => {
            if (query.isPending) return;
            await query.fetchNextPage();
          }}
        />
      </PullToRefresh>
    </div>
  );
}
