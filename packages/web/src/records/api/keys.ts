/**
 * Query keys of the record engine. Everything about one object starts with its source key, so a
 * mutation can invalidate the object's lists and details at once.
 */
export const recordKeys = {
  object: (sourceKey: string) => ['records', sourceKey] as const,
  lists: (sourceKey: string) => ['records', sourceKey, 'list'] as const,
  list: (sourceKey: string, query: object) => ['records', sourceKey, 'list', query] as const,
  detail: (sourceKey: string, id: string) => ['records', sourceKey, 'detail', id] as const,
  fields: (tableName: string) => ['records', 'fields', tableName] as const,
  extTable: (tableId: string) => ['records', 'extTable', tableId] as const,
  scenes: (tableName: string) => ['records', 'scenes', tableName] as const,
  team: (tableName: string, id: string) => ['records', 'team', tableName, id] as const,
  changeLog: (tableName: string, id: string) => ['records', 'changeLog', tableName, id] as const,
  comments: (tableName: string, id: string) => ['records', 'comments', tableName, id] as const,
  attachments: (tableName: string, id: string) => ['records', 'attachments', tableName, id] as const,
  followUps: (tableName: string, id: string) => ['records', 'followUps', tableName, id] as const,
};
