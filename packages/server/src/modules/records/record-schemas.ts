import { pageQueryProperties } from '../../http/paging.ts';
import { requiredTextQuery } from '../../http/query-schemas.ts';

/** Request schemas shared by the routes of registered objects and of extension tables. */

export const idText = { type: 'string', minLength: 1, maxLength: 64 } as const;

export const listQuerySchema = {
  type: 'object',
  properties: {
    ...pageQueryProperties,
    keyword: { type: 'string', maxLength: 100 },
    sortField: { type: 'string', maxLength: 64 },
    sortOrder: { type: 'string', enum: ['asc', 'desc'] },
    sceneId: { type: 'string', maxLength: 64 },
    filters: { type: 'string', maxLength: 20_000 },
    relatedField: { type: 'string', maxLength: 64 },
    relatedId: { type: 'string', maxLength: 64 },
    fields: { type: 'string', maxLength: 5000 },
  },
} as const;

export const byIdSchema = requiredTextQuery('id');
/** queryById: `browse=1` when a person opens the record's detail screen (the browse list notes it; other reads of a record do not). */
export const detailSchema = {
  querystring: { type: 'object', required: ['id'], properties: { id: idText, browse: { type: 'string', enum: ['0', '1'] } } },
} as const;
export const idsSchema = {
  querystring: { type: 'object', required: ['ids'], properties: { ids: { type: 'string', minLength: 1, maxLength: 20_000 } } },
} as const;
export const recordBodySchema = { body: { type: 'object', maxProperties: 500 } } as const;
