import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cardFields,
  FOLLOW_UP_OBJECT,
  RECORD_API,
  type ActionBatchResult,
  type Attachment,
  type ChangeLogEntry,
  type Comment,
  type DuplicateMatch,
  type EntityDef,
  type FileRef,
  type Page,
  type RecordRow,
  type SceneCondition,
  type TeamAccess,
  type TeamMember,
} from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { confirmationKeyOf, http, HttpError } from '../../lib/http.ts';
import { tr } from '../../lib/i18n.ts';
import { resultOf } from '../../lib/shared-queries.ts';
import type { EntityMeta } from '../meta/entity-meta.ts';
import { recordKeys } from './keys.ts';

/**
 * Server state of one record and what hangs off it (team, follow-ups, comments, attachments,
 * change log), and the named actions. Every mutation invalidates the object's lists and details
 * (`recordKeys.object`) plus the specific keys it changes.
 */

/** The field errors of a 422 answer (`result.fields`), or null for any other failure. */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (!(error instanceof HttpError) || error.status !== 422) return null;
  const result = error.envelope?.result as { fields?: Record<string, string> } | null | undefined;
  return result?.fields && typeof result.fields === 'object' ? result.fields : null;
}

/** A 409: someone saved the record after it was loaded (stale `version`). */
export function isConflict(error: unknown): boolean {
  return error instanceof HttpError && error.status === 409;
}

export const recordDetailQuery = (meta: EntityMeta, id: string) =>
  queryOptions({
    queryKey: recordKeys.detail(meta.sourceKey, id),
    // The screens that read a record this way are the ones where a person opens it (its detail, its
    // form, an action's page): a business object's notes the opening for the browse list.
    queryFn: ({ signal }) =>
      http.get<RecordRow>(meta.paths.queryById, { ...meta.params, id, ...(meta.source?.kind === 'entity' ? { browse: '1' } : {}) }, { signal }).then(resultOf),
  });

export type RecordInput = Record<string, unknown>;

export function useAddRecord(meta: EntityMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: RecordInput) => http.post<RecordRow>(meta.paths.add, values, { params: meta.params }).then(resultOf),
    onSuccess: (row) => {
      void queryClient.invalidateQueries({ queryKey: recordKeys.object(meta.sourceKey) });
      if (row?.id) queryClient.setQueryData(recordKeys.detail(meta.sourceKey, row.id), row);
    },
  });
}

/** PUT edit with the version the form loaded; a stale version answers 409 (see `isConflict`). */
export function useEditRecord(meta: EntityMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, values }: { id: string; version: number; values: RecordInput }) =>
      http.put<RecordRow>(meta.paths.edit, { ...values, id, version }, { params: meta.params }).then(resultOf),
    onSuccess: (row, { id }) => {
      void queryClient.invalidateQueries({ queryKey: recordKeys.object(meta.sourceKey) });
      void queryClient.invalidateQueries({ queryKey: recordKeys.changeLog(meta.def.table, id) });
      if (row?.id) queryClient.setQueryData(recordKeys.detail(meta.sourceKey, row.id), row);
    },
  });
}

export function useDeleteRecord(meta: EntityMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete<unknown>(meta.paths.delete, { ...meta.params, id }).then(resultOf),
    onSuccess: (_r, id) => {
      queryClient.removeQueries({ queryKey: recordKeys.detail(meta.sourceKey, id) });
      void queryClient.invalidateQueries({ queryKey: recordKeys.lists(meta.sourceKey) });
    },
  });
}

/** Records of `def` whose `field` points at `id` (related lists of the detail screen). */
export const relatedListQuery = (def: EntityDef, field: string, id: string) =>
  queryOptions({
    queryKey: [...recordKeys.list(def.apiName, { relatedField: field, relatedId: id })],
    queryFn: ({ signal }) =>
      http
        .get<Page<RecordRow>>(
          RECORD_API.list(def.module, def.apiName),
          { relatedField: field, relatedId: id, pageNo: 1, pageSize: 50, fields: cardFields(def).join(',') },
          { signal },
        )
        .then(resultOf),
  });

/** A page of `def`'s records for the relation picker (keyword search over its search fields). */
export const relationSearchQuery = (def: EntityDef, keyword: string, extra: Record<string, string> = {}) =>
  queryOptions({
    queryKey: [...recordKeys.list(def.apiName, { picker: true, keyword, ...extra })],
    queryFn: ({ signal }) =>
      http
        .get<Page<RecordRow>>(RECORD_API.list(def.module, def.apiName), { keyword: keyword || undefined, pageNo: 1, pageSize: 30, ...extra }, { signal })
        .then(resultOf),
  });

// Team ------------------------------------------------------------------------------------------

export const teamQuery = (tableName: string, dataId: string) =>
  queryOptions({
    queryKey: recordKeys.team(tableName, dataId),
    queryFn: ({ signal }) => http.get<TeamMember[]>(RECORD_API.teamList, { tableName, dataId }, { signal }).then(resultOf),
  });

export function useAddTeamMember(sourceKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { tableName: string; dataId: string; userId: string; access: TeamAccess }) =>
      http.post<TeamMember>(RECORD_API.teamAdd, input).then(resultOf),
    onSuccess: (_r, { tableName, dataId }) => {
      void queryClient.invalidateQueries({ queryKey: recordKeys.team(tableName, dataId) });
      void queryClient.invalidateQueries({ queryKey: recordKeys.object(sourceKey) });
    },
  });
}

export function useRemoveTeamMember(tableName: string, dataId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete<unknown>(RECORD_API.teamDelete, { id }).then(resultOf),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordKeys.team(tableName, dataId) }),
  });
}

// Change log ------------------------------------------------------------------------------------

export const changeLogQuery = (tableName: string, dataId: string) =>
  queryOptions({
    queryKey: recordKeys.changeLog(tableName, dataId),
    queryFn: ({ signal }) =>
      http.get<ChangeLogEntry[] | Page<ChangeLogEntry>>(RECORD_API.changeLog, { tableName, dataId }, { signal }).then(resultOf).then(rowsOf),
  });

function rowsOf<T>(result: T[] | Page<T> | null): T[] {
  if (!result) return [];
  return Array.isArray(result) ? result : result.records;
}

// Comments --------------------------------------------------------------------------------------

export const commentsQuery = (tableName: string, dataId: string) =>
  queryOptions({
    queryKey: recordKeys.comments(tableName, dataId),
    queryFn: ({ signal }) => http.get<Comment[] | Page<Comment>>(RECORD_API.commentList, { tableName, dataId }, { signal }).then(resultOf).then(rowsOf),
  });

export function useAddComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { tableName: string; dataId: string; content: string }) => http.post<Comment>(RECORD_API.commentAdd, input).then(resultOf),
    onSuccess: (_r, { tableName, dataId }) => queryClient.invalidateQueries({ queryKey: recordKeys.comments(tableName, dataId) }),
  });
}

export function useDeleteComment(tableName: string, dataId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete<unknown>(RECORD_API.commentDelete, { id }).then(resultOf),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordKeys.comments(tableName, dataId) }),
  });
}

// Attachments -----------------------------------------------------------------------------------

export const attachmentsQuery = (tableName: string, dataId: string) =>
  queryOptions({
    queryKey: recordKeys.attachments(tableName, dataId),
    queryFn: ({ signal }) =>
      http.get<Attachment[] | Page<Attachment>>(RECORD_API.attachmentList, { tableName, dataId }, { signal }).then(resultOf).then(rowsOf),
  });

export function useAddAttachments(tableName: string, dataId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: FileRef[]) => http.post<Attachment[]>(RECORD_API.attachmentAdd, { tableName, dataId, files }).then(resultOf),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordKeys.attachments(tableName, dataId) }),
  });
}

export function useDeleteAttachment(tableName: string, dataId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete<unknown>(RECORD_API.attachmentDelete, { id }).then(resultOf),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordKeys.attachments(tableName, dataId) }),
  });
}

// Follow-ups (FOLLOW_UP_OBJECT's rows pointing at the record by apiName and id) ---------------------------

export const FOLLOW_UP_API = {
  list: RECORD_API.list(FOLLOW_UP_OBJECT.module, FOLLOW_UP_OBJECT.apiName),
  add: RECORD_API.add(FOLLOW_UP_OBJECT.module, FOLLOW_UP_OBJECT.apiName),
} as const;

export function followUpFilters(apiName: string, id: string): string {
  const conditions: SceneCondition[] = [
    { field: 'relatedEntity', op: 'eq', value: apiName },
    { field: 'relatedId', op: 'eq', value: id },
  ];
  return JSON.stringify(conditions);
}

export const followUpsQuery = (def: EntityDef, id: string) =>
  queryOptions({
    queryKey: recordKeys.followUps(def.table, id),
    queryFn: ({ signal }) =>
      http
        .get<Page<RecordRow>>(
          FOLLOW_UP_API.list,
          { filters: followUpFilters(def.apiName, id), sortField: 'createTime', sortOrder: 'desc', pageNo: 1, pageSize: 100 },
          { signal },
        )
        .then(resultOf)
        .then(rowsOf),
  });

export interface FollowUpInput {
  type?: string | null;
  content: string;
  nextContactTime?: string | null;
  /** A contact of the subject (crmContacter). */
  contactId?: string | null;
  images?: FileRef[] | null;
  files?: FileRef[] | null;
}

export function useAddFollowUp(meta: EntityMeta, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FollowUpInput) => http.post<RecordRow>(FOLLOW_UP_API.add, { ...input, relatedEntity: meta.def.apiName, relatedId: id }).then(resultOf),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: recordKeys.followUps(meta.def.table, id) });
      // The subject's last follow-up and next contact time change.
      void queryClient.invalidateQueries({ queryKey: recordKeys.object(meta.sourceKey) });
      void queryClient.invalidateQueries({ queryKey: recordKeys.object(FOLLOW_UP_OBJECT.apiName) });
    },
  });
}

// Named actions (ENGINE-II section 3) --------------------------------------------------------------

/** POST /M/E/<action> { id, version, ...inputs }: answers the changed record (409 on a stale version, 422 when refused). */
export function useRunAction(meta: EntityMeta) {
  const queryClient = useQueryClient();
  const { def } = meta;
  return useMutation({
    // A refusal the user may overrule (unfinished tasks of a stage) is asked, with the server's
    // words, and the action sent again with the key the server named.
    mutationFn: async ({ name, id, version, values }: { name: string; id: string; version: number; values?: RecordInput }) => {
      const send = (agreed: Record<string, boolean>) =>
        http.post<RecordRow>(RECORD_API.action(def.module, def.apiName, name), { ...values, ...agreed, id, version }, { confirmable: true }).then(resultOf);
      try {
        return await send({});
      } catch (error) {
        const key = error instanceof HttpError ? confirmationKeyOf(error.envelope) : null;
        if (!key || !(await feedback.confirm({ title: tr('web.action.overruleQuestion'), content: (error as HttpError).message }))) throw error;
        return send({ [key]: true });
      }
    },
    onSuccess: (row, { id }) => {
      void queryClient.invalidateQueries({ queryKey: recordKeys.object(meta.sourceKey) });
      void queryClient.invalidateQueries({ queryKey: recordKeys.changeLog(def.table, id) });
      void queryClient.invalidateQueries({ queryKey: recordKeys.team(def.table, id) });
      if (row?.id) queryClient.setQueryData(recordKeys.detail(meta.sourceKey, row.id), row);
    },
  });
}

/** POST /M/E/<action>Batch { ids, ...inputs }: each record on its own; answers which were done and why the others were not. */
export function useRunActionBatch(def: Pick<EntityDef, 'module' | 'apiName' | 'table'> | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, ids, values }: { name: string; ids: string[]; values?: RecordInput }) => {
      if (!def) throw new Error('no object to act on');
      return http.post<ActionBatchResult>(RECORD_API.actionBatch(def.module, def.apiName, name), { ...values, ids }).then(resultOf);
    },
    onSuccess: (_r, { ids }) => {
      if (!def) return;
      void queryClient.invalidateQueries({ queryKey: recordKeys.object(def.apiName) });
      for (const id of ids) {
        void queryClient.invalidateQueries({ queryKey: recordKeys.team(def.table, id) });
        void queryClient.invalidateQueries({ queryKey: recordKeys.changeLog(def.table, id) });
      }
    },
  });
}

export const duplicateSearchQuery = (keyword: string) =>
  queryOptions({
    queryKey: ['records', 'duplicate', keyword] as const,
    queryFn: ({ signal }) => http.get<DuplicateMatch[]>(RECORD_API.duplicateSearch, { keyword }, { signal }).then(resultOf),
    staleTime: 0,
  });
