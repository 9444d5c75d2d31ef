import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type Message, type Page } from '@crm/domain';
import { http } from '../../../lib/http.ts';
import { resultOf, sharedKeys } from '../../../lib/shared-queries.ts';

export const MESSAGE_PAGE_SIZE = 20;
export const messageKeys = { all: ['sysMessage'] as const, list: () => ['sysMessage', 'list'] as const };

export const messagesQuery = () =>
  infiniteQueryOptions({
    queryKey: messageKeys.list(),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => http.get<Page<Message>>(API.messageList, { pageNo: pageParam, pageSize: MESSAGE_PAGE_SIZE }, { signal }).then(resultOf),
    getNextPageParam: (last) => (last.current < last.pages ? last.current + 1 : undefined),
  });

/** PUT /sys/message/read: `{ id }` marks one message, `{ all: true }` every message of the user. */
export function markMessagesRead(target: { id: string } | { all: true }): Promise<unknown> {
  return http.put(API.messageRead, target).then(resultOf);
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessagesRead,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: messageKeys.all });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.waitReport });
      void queryClient.invalidateQueries({ queryKey: ['crmRemind', 'homeReport'] });
    },
  });
}
