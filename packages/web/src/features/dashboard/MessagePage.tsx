import { lazy, Suspense } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Badge from 'antd-mobile/es/components/badge/index.js';
import Button from 'antd-mobile/es/components/button/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import { formatDateTime, type Message } from '@crm/domain';
import { ErrorBlock } from '../../lib/error-block.tsx';
import { feedback } from '../../lib/feedback.ts';
import { waitReportQuery } from '../../lib/shared-queries.ts';
import { PullToRefresh } from '../../lib/touch/PullToRefresh.tsx';
import { usePreferencesStore } from '../../stores/preferences.ts';
import { messagesQuery, useMarkRead } from './api/messages.ts';
import { recordLinkPath } from './record-link.ts';
import { MoreOnScroll } from '../../lib/more-on-scroll.tsx';
import { RecordTabBar } from '../../records/view/RecordTabBar.tsx';

type Tab = 'messages' | 'todos';

/** The to-dos (and their sheet) load when their tab is opened: the messages come first. */
const RemindList = lazy(() => import('./RemindList.tsx').then((m) => ({ default: m.RemindList })));

/** A tab title with its count, as the tab bar's badge adds them up. */
function counted(title: string, count: number | undefined) {
  return count ? (
    <Badge content={count > 99 ? '99+' : String(count)} style={{ '--right': '-14px', '--top': '2px' }}>
      {title}
    </Badge>
  ) : (
    title
  );
}

/** The messages, newest first: one about a record opens it, others show their text. */
function MessageList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useInfiniteQuery(messagesQuery());
  const markRead = useMarkRead();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const messages = query.data?.pages.flatMap((p) => p.records) ?? [];

  function open(message: Message) {
    if (message.read === 0) markRead.mutate({ id: message.id });
    const path = recordLinkPath(message.link);
    if (path) void navigate(path);
    else void feedback.alert({ title: message.title, content: message.content });
  }

  return (
    <>
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: '4px 12px' }}>
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
                data-testid="message-item"
                onClick={() => open(message)}
                prefix={
                  <Badge content={message.read === 0 ? Badge.dot : null}>
                    <span style={{ display: 'inline-block', width: 8 }} />
                  </Badge>
                }
                description={
                  <>
                    <div>{message.content}</div>
                    <div>{`${message.publisher} · ${formatDateTime(message.sendTime, timeZone)}`}</div>
                  </>
                }
                extra={message.read === 0 ? t('web.message.unread') : t('web.message.read')}
                aria-label={`${message.title} ${message.read === 0 ? t('web.message.unread') : t('web.message.read')}`}
              >
                <span style={{ fontWeight: message.read === 0 ? 600 : 400 }}>{message.title}</span>
              </List.Item>
            ))}
          </List>
        )}
        <MoreOnScroll
          hasMore={query.hasNextPage || query.isPending}
          loadMore={async () => {
            if (query.isPending) return;
            await query.fetchNextPage();
          }}
        />
      </PullToRefresh>
    </>
  );
}

/**
 * /dashboard/message: what the tab bar's badge counts, to act on: the messages (read them) and
 * the open to-dos (complete them). `?tab=todos` opens on the to-dos.
 */
export function MessagePage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'todos' ? 'todos' : 'messages';
  const { data: report } = useQuery(waitReportQuery());

  return (
    <div>
      <RecordTabBar
        spread
        testIdPrefix="message-tab"
        active={tab}
        onChange={(key) => setSearchParams(key === 'todos' ? { tab: 'todos' } : {}, { replace: true })}
        tabs={[
          { key: 'messages', title: counted(t('web.message.tabMessages'), report?.unreadMessages) },
          { key: 'todos', title: counted(t('web.message.tabTodos'), report?.todo) },
        ]}
      />
      {tab === 'messages' ? (
        <MessageList />
      ) : (
        <Suspense fallback={null}>
          <RemindList done={0} />
        </Suspense>
      )}
    </div>
  );
}
