import { RECORD_API, SMART_SEARCH_KEYWORD_MIN } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, forbidden } from '../../http/http-error.ts';
import { caller } from '../../plugins/auth.ts';
import { holdsButton } from '../permissions/repository.ts';
import { viewerOf } from '../records/data-scope.ts';
import { SMART_SEARCH_APP, smartSearch } from './smart-search.ts';

/** GET /crm/smartSearch?keyword= (RECORD_API.smartSearch): the smart customer search page's matches. */
export default async function smartSearchRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  app.get(
    RECORD_API.smartSearch,
    // No limit a minute (the duplicate search has one): it answers only records the caller may open in their lists anyway.
    { schema: { querystring: { type: 'object', required: ['keyword'], properties: { keyword: { type: 'string', minLength: 1, maxLength: 100 } } } } },
    async (request) => {
      const auth = caller(request);
      if (!(await holdsButton(app.db, auth, SMART_SEARCH_APP))) throw forbidden();
      const keyword = request.query.keyword.trim();
      if ([...keyword].length < SMART_SEARCH_KEYWORD_MIN) throw badRequest('smartSearchKeywordShort', { min: SMART_SEARCH_KEYWORD_MIN });
      return ok(request.lang, await smartSearch(app.db, await viewerOf(app.db, auth), request.lang, keyword));
    },
  );
}
