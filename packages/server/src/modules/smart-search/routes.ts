import { BUSINESS_INFO_NAME_MIN, RECORD_API, SMART_SEARCH_KEYWORD_MIN } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, conflict, forbidden } from '../../http/http-error.ts';
import { caller } from '../../plugins/auth.ts';
import { holdsButton } from '../permissions/repository.ts';
import { viewerOf } from '../records/data-scope.ts';
import { registeredCompanies } from './business-info.ts';
import { SMART_SEARCH_APP, smartSearch } from './smart-search.ts';

/**
 * GET /crm/smartSearch?keyword= (RECORD_API.smartSearch): the smart customer search page's matches;
 * GET /crm/businessInfo?name= (RECORD_API.businessInfo): the register's data for a name, when the
 * deployment names a provider.
 */
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
  app.get(
    RECORD_API.businessInfo,
    // Each question may be paid for: a minute's limit per user bounds a script walking names.
    {
      config: { perMinute: 20 },
      schema: { querystring: { type: 'object', required: ['name'], properties: { name: { type: 'string', minLength: 1, maxLength: 100 } } } },
    },
    async (request) => {
      const auth = caller(request);
      if (!(await holdsButton(app.db, auth, SMART_SEARCH_APP))) throw forbidden();
      const provider = app.config.businessInfo;
      if (!provider) throw conflict('businessInfoOff');
      const name = request.query.name.trim();
      if ([...name].length < BUSINESS_INFO_NAME_MIN) throw badRequest('smartSearchKeywordShort', { min: BUSINESS_INFO_NAME_MIN });
      return ok(request.lang, await registeredCompanies(provider, name));
    },
  );
}
