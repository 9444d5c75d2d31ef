import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ContactCodeRequest, type Envelope, type ProfileEdit, type RichText, type UserInfo, type UserSettingEdit } from '@crm/domain';
import { http } from '../../../lib/http.ts';
import { resultOf } from '../../../lib/shared-queries.ts';
import { useSessionStore } from '../../../stores/session.ts';

export const ABOUT_US_CONFIG = 'aboutUsRichTextId';
export const SERVICE_PHONE_CONFIG = 'servicePhone';
export const SERVICE_EMAIL_CONFIG = 'serviceEmail';

export const richTextQuery = (id: string) =>
  queryOptions({
    queryKey: ['sysRichText', id],
    queryFn: ({ signal }) => http.get<RichText>(API.richTextById, { id }, { signal }).then(resultOf),
    staleTime: 5 * 60_000,
  });

function mergeUserInfo(patch: Partial<UserInfo>) {
  const { info, setUserInfo } = useSessionStore.getState();
  if (info) setUserInfo({ ...info, ...patch });
}

/** PUT /sys/user/editSelf; the stored user info follows. */
export function useEditSelf() {
  return useMutation({
    mutationFn: (profile: ProfileEdit) => http.put<UserInfo | null>(API.editSelf, profile).then(resultOf),
    onSuccess: (result, profile) => mergeUserInfo(result ?? profile),
  });
}

/** The answer of a sent code: seconds until another may be asked for. */
export interface ContactCodeSent {
  resendAfter: number;
  expiresIn: number;
}

/** POST /sys/user/contactCode: a code to the new phone number or address, which the profile save then carries. */
export function useContactCode() {
  return useMutation({
    mutationFn: (request: ContactCodeRequest) => http.post<ContactCodeSent>(API.contactCode, request).then(resultOf),
  });
}

/** PUT /sys/user/setting (language, time zone). */
export function useUserSetting() {
  return useMutation({
    mutationFn: (setting: UserSettingEdit) => http.put(API.userSetting, setting).then(resultOf),
    onSuccess: (_result, setting) => mergeUserInfo(setting),
  });
}

export function useClearCache() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.get(API.clearCache).then(resultOf),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** The stored path of an upload: `result` when the server gives it, else `message` (older servers). */
export function uploadedPath(answer: Envelope<unknown>): string {
  if (typeof answer.result === 'string') return answer.result;
  const result = answer.result as { path?: string; url?: string } | null;
  return result?.path ?? result?.url ?? answer.message;
}

export function useUploadAvatar() {
  return useMutation({
    mutationFn: async (file: File) => {
      const answer = await http.upload<unknown>(API.upload, file, file.name);
      if (!answer.success) throw new Error(answer.message);
      return uploadedPath(answer);
    },
  });
}

/** PUT /sys/user/updatePassword: silent, the page shows the reason next to the form. */
export function updatePassword(request: { oldPassword: string; password: string }): Promise<Envelope<null>> {
  return http.put<null>(API.updatePassword, request, { silent: true });
}
