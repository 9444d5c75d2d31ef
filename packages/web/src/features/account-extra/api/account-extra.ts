import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type NotificationSetting } from '@crm/domain';
import { http } from '../../../lib/http.ts';
import { resultOf, sharedKeys } from '../../../lib/shared-queries.ts';

const msgSettingKey = ['msgSetting'] as const;

export const msgSettingQuery = () =>
  queryOptions({
    queryKey: msgSettingKey,
    queryFn: ({ signal }) => http.get<NotificationSetting[]>(API.msgSetting, undefined, { signal }).then(resultOf),
  });

/** Saving a switch changes which messages list and count, so those answers are refetched too. */
export function useSaveMsgSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setting: NotificationSetting) => http.put<NotificationSetting[]>(API.msgSetting, { settings: [setting] }).then(resultOf),
    onSuccess: (settings) => {
      queryClient.setQueryData(msgSettingKey, settings);
      void queryClient.invalidateQueries({ queryKey: ['sysMessage'] });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.waitReport });
    },
  });
}

/** The phone confirms the code another device shows; the server's message says what happened. */
export function useConfirmDeviceLogin() {
  return useMutation({
    mutationFn: (code: string) =>
      http.post<null>(API.deviceLoginConfirm, { code }, { silent: true }).then((answer) => {
        if (!answer.success) throw new Error(answer.message);
        return answer.message;
      }),
  });
}
