import { DEFAULT_LANG, langFromAcceptLanguage, type Lang } from '@crm/domain';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of every message of this answer, from Accept-Language (the client sets it explicitly). */
    lang: Lang;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('lang', DEFAULT_LANG);
    app.addHook('onRequest', async (request) => {
      request.lang = langFromAcceptLanguage(request.headers['accept-language']);
    });
  },
  { name: 'i18n' },
);
