import { entityOf, SMART_FORM_API } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../../http/envelope.ts';
import { pageQueryProperties, pageWindow } from '../../../http/paging.ts';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import { recordCall } from '../../../modules/records/record-call.ts';
import { idText } from '../../../modules/records/record-schemas.ts';
import { requirePermission } from '../../../modules/records/record-service.ts';
import { formSubmissions, publicSmartForm, submitSmartForm } from './cms-smart-form.submissions.ts';

/** Opening the form: a visitor loads it once, a script walking keys is stopped. */
const FORM_PER_MINUTE = 30;
/** Sending it: lower than opening, each one is a lead. */
const SUBMIT_PER_MINUTE = 10;

const key = { type: 'string', minLength: 10, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } as const;
/** One answer: text, a number, a multiple choice's options, or nothing; its question checks the rest. */
const answer = {
  anyOf: [
    { type: 'string', maxLength: 4000 },
    { type: 'number' },
    { type: 'null' },
    { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 200 } },
  ],
} as const;

/** The public form by a link's key and its submissions (SMART_FORM_API), and the staff's list of what came in. */
async function smartFormRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();

  app.get(
    SMART_FORM_API.publicForm,
    { config: { access: 'public', perMinute: FORM_PER_MINUTE }, schema: { querystring: { type: 'object', required: ['key'], properties: { key } } } },
    async (request) => ok(request.lang, await publicSmartForm(app.db, request.lang, request.query.key)),
  );

  app.post(
    SMART_FORM_API.publicSubmit,
    {
      config: { access: 'public', perMinute: SUBMIT_PER_MINUTE },
      schema: {
        body: {
          type: 'object',
          required: ['key', 'answers'],
          additionalProperties: false,
          properties: {
            key,
            answers: { type: 'object', maxProperties: 100, additionalProperties: answer },
            visitId: { type: 'string', minLength: 1, maxLength: 64 },
          },
        },
      },
    },
    async (request) =>
      ok(request.lang, await submitSmartForm(app.db, request.lang, request.body.key, request.body.answers, request.body.visitId ?? null), 'smartFormThanks'),
  );

  app.get(
    SMART_FORM_API.submissions,
    { schema: { querystring: { type: 'object', required: ['formId'], properties: { formId: idText, ...pageQueryProperties } } } },
    async (request) => {
      const call = await recordCall(app, request);
      await requirePermission(call, entityOf('cmsSmartForm'), 'view');
      return ok(request.lang, await formSubmissions(call, request.query.formId, pageWindow(request.query)));
    },
  );
}

/** Smart forms: everyone of the company reads them; one is changed by its author, or an administrator. Public by a link's key. */
export const smartFormServer: ObjectServer = {
  hooks: {
    writeRight: (viewer, row) => viewer.admin || row.create_by === viewer.userId,
  },
  routes: smartFormRoutes,
};
