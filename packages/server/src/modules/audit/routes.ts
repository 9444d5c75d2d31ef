import {
  APPROVER_KINDS,
  AUDIT_API,
  AUDIT_LIST_STATES,
  MAX_AUDIT_BATCH,
  MAX_AUDIT_STEPS,
  MAX_OPINION_LENGTH,
  MAX_STEP_APPROVERS,
  STEP_MODES,
  type AuditBatchResult,
  type AuditRecordRef,
} from '@crm/domain';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { HttpError, messageOf } from '../../http/http-error.ts';
import { pageQueryProperties, pageWindow } from '../../http/paging.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { recordCall } from '../records/record-call.ts';
import type { RecordCall } from '../records/record-service.ts';
import { flowList, saveFlow } from './flows.ts';
import { decide, revoke, submit, urge, type Decision } from './runs.ts';
import { auditList, flowView } from './views.ts';

/**
 * The approval calls (ENGINE-II section 4): any signed-in user of the tenant may call them; what
 * each may do is decided per record (the writer submits, the current approvers decide, the
 * submitter revokes and urges), and nobody reaches a record of another tenant or one they neither
 * see nor approve (404).
 */

const ID = { type: 'string', minLength: 1, maxLength: 64 } as const;
const API_NAME = { type: 'string', minLength: 1, maxLength: 64 } as const;
const OPINION = { type: 'string', maxLength: 4 * MAX_OPINION_LENGTH } as const;

const refSchema = {
  body: { type: 'object', required: ['apiName', 'id'], additionalProperties: false, properties: { apiName: API_NAME, id: ID } },
} as const;

const opinionSchema = {
  body: { type: 'object', required: ['apiName', 'id'], additionalProperties: false, properties: { apiName: API_NAME, id: ID, opinion: OPINION } },
} as const;

const batchSchema = {
  body: {
    type: 'object',
    required: ['items'],
    additionalProperties: false,
    properties: {
      items: {
        type: 'array',
        maxItems: 4 * MAX_AUDIT_BATCH,
        items: { type: 'object', required: ['apiName', 'id'], additionalProperties: false, properties: { apiName: API_NAME, id: ID } },
      },
      opinion: OPINION,
    },
  },
} as const;

const listSchema = {
  querystring: { type: 'object', properties: { ...pageQueryProperties, state: { type: 'string', enum: [...AUDIT_LIST_STATES] } } },
} as const;

const flowQuerySchema = {
  querystring: { type: 'object', required: ['apiName', 'id'], properties: { apiName: API_NAME, id: ID } },
} as const;

const flowSaveSchema = {
  body: {
    type: 'object',
    required: ['apiName', 'steps'],
    additionalProperties: false,
    properties: {
      apiName: API_NAME,
      steps: {
        type: 'array',
        maxItems: 4 * MAX_AUDIT_STEPS,
        items: {
          type: 'object',
          required: ['approverKind', 'approverIds', 'mode'],
          additionalProperties: false,
          properties: {
            name: { type: 'string', maxLength: 200, default: '' },
            approverKind: { type: 'string', enum: [...APPROVER_KINDS] },
            approverIds: { type: 'array', maxItems: 4 * MAX_STEP_APPROVERS, items: ID },
            mode: { type: 'string', enum: [...STEP_MODES] },
            // One schema of two types: with type coercion an anyOf made null the first branch's 0,
            // and a step for every amount became one for records with an amount only.
            minAmount: { type: ['number', 'null'], minimum: 0, maximum: 1e15, default: null },
          },
        },
      },
    },
  },
} as const;

/** An opinion as kept: trimmed, empty as none; too long is refused in the caller's language. */
function opinionOf(text: string | undefined): string | null {
  const opinion = text?.trim() ?? '';
  if (opinion.length > MAX_OPINION_LENGTH) throw new HttpError(422, 'auditOpinionTooLong', { max: MAX_OPINION_LENGTH });
  return opinion === '' ? null : opinion;
}

/** Each record decided on its own: the refused ones with their reason, the others done. */
async function decideEach(call: RecordCall, items: readonly AuditRecordRef[], decision: Decision, opinion: string | null): Promise<AuditBatchResult> {
  const unique = [...new Map(items.map((item) => [`${item.apiName}:${item.id}`, item])).values()];
  if (unique.length === 0 || unique.length > MAX_AUDIT_BATCH) throw new HttpError(422, 'auditBatchSize', { max: MAX_AUDIT_BATCH });
  const result: AuditBatchResult = { done: [], refused: [] };
  for (const item of unique) {
    try {
      await decide(call, item, decision, opinion);
      result.done.push({ apiName: item.apiName, id: item.id });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      result.refused.push({ apiName: item.apiName, id: item.id, message: messageOf(call.lang, error) });
    }
  }
  return result;
}

export default async function auditRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();

  app.post(AUDIT_API.submit, { schema: refSchema }, async (request) => {
    const call = await recordCall(app, request);
    await submit(call, request.body);
    return ok(request.lang, await flowView(call, request.body));
  });

  for (const decision of ['agree', 'reject'] as const) {
    app.post(AUDIT_API[decision], { schema: opinionSchema }, async (request) => {
      const call = await recordCall(app, request);
      const { apiName, id } = request.body;
      await decide(call, { apiName, id }, decision, opinionOf(request.body.opinion));
      return ok(request.lang, await flowView(call, { apiName, id }));
    });
  }

  app.post(AUDIT_API.revoke, { schema: refSchema }, async (request) => {
    const call = await recordCall(app, request);
    await revoke(call, request.body);
    return ok(request.lang, await flowView(call, request.body));
  });

  app.post(AUDIT_API.urge, { schema: refSchema }, async (request) => {
    const call = await recordCall(app, request);
    await urge(call, request.body);
    return ok(request.lang, await flowView(call, request.body));
  });

  app.post(AUDIT_API.batchAgree, { schema: batchSchema }, async (request) => {
    const call = await recordCall(app, request);
    return ok(request.lang, await decideEach(call, request.body.items, 'agree', opinionOf(request.body.opinion)));
  });

  app.post(AUDIT_API.batchReject, { schema: batchSchema }, async (request) => {
    const call = await recordCall(app, request);
    return ok(request.lang, await decideEach(call, request.body.items, 'reject', opinionOf(request.body.opinion)));
  });

  app.get(AUDIT_API.pendingList, { schema: listSchema }, async (request) => {
    const call = await recordCall(app, request);
    return ok(request.lang, await auditList(call, request.query.state ?? 'pending', pageWindow(request.query)));
  });

  app.get(AUDIT_API.flow, { schema: flowQuerySchema }, async (request) => {
    const call = await recordCall(app, request);
    return ok(request.lang, await flowView(call, request.query));
  });

  app.get(AUDIT_API.flowList, async (request) => {
    const auth = requireAdmin(request);
    return ok(request.lang, await flowList(app.db, auth.tenantId));
  });

  app.put(AUDIT_API.flowSave, { schema: flowSaveSchema }, async (request) => {
    const auth = requireAdmin(request);
    const { apiName, steps } = request.body;
    const saved = await saveFlow(app.db, auth.tenantId, auth.userId, {
      apiName,
      steps: steps.map((step) => ({
        name: step.name ?? '',
        approverKind: step.approverKind,
        approverIds: [...step.approverIds],
        mode: step.mode,
        minAmount: step.minAmount ?? null,
      })),
    });
    return ok(request.lang, saved);
  });
}
