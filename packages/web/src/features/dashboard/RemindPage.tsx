import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import { ErrorBlock } from '../../lib/error-block.tsx';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import Tabs from 'antd-mobile/es/components/tabs/index.js';
import { formatDateTime } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { usePreferencesStore } from '../../stores/preferences.ts';
import { remindsQuery, useRemindDone } from './api/reminds.ts';

/** /crm/crmRemind: the to-do list ('page:crmRemind' of the menu catalogue). */
export function RemindPage() {
  const { t } = useTranslation();
  const [done, setDone] = useState<0 | 1>(0);
  const query = useInfiniteQuery(remindsQuery(done));
  const markDone = useRemindDone();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const reminds = query.data?.pages.flatMap((p) => p.records) ?? [];

  return (
    <div>
      <Tabs activeKey={String(done)} onChange={(key) => setDone(key === '1' ? 1 : 0)}>
        <Tabs.Tab key="0" title={t('web.remind.pending')} />
        <Tabs.Tab key="1" title={t('web.remind.finished')} />
      </Tabs>
      {query.isSuccess && reminds.length === 0 ? (
        <ErrorBlock status="empty" title={t('web.remind.empty')} description="" />
      ) : (
        <List>
          {reminds.map((remind) => (
            <List.Item
              key={remind.id}
              description={remind.dueTime ? t('web.remind.due', { time: formatDateTime(remind.dueTime, timeZone) }) : undefined}
              extra={
                remind.done === 0 ? (
                  <Button
                    size="mini"
                    color="primary"
                    fill="outline"
                    onClick={() => markDone.mutate(remind.id, { onSuccess: () => feedback.success(t('web.remind.doneSuccess')) })}
                  >
                    {t('web.remind.markDone')}
                  </Button>
                ) : (
                  t('web.remind.done')
                )
              }
            >
              {remind.title}
            </List.Item>
          ))}
        </List>
      )}
      <InfiniteScroll
        hasMore={query.hasNextPage || query.isPending}
        loadMore={async () => {
          if (!query.isPending) await query.fetchNextPage();
        }}
      />
    </div>
  );
}
