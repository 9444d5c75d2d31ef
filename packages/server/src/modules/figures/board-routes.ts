import { BOARD_API, BOARD_NAME_MAX, BOARD_TOPS, BOARD_WIDGETS, BRIEFING_PERIODS, BRIEFING_TEAMS, type BoardInput } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../http/envelope.ts';
import { requiredTextQuery } from '../../http/query-schemas.ts';
import { recordCall } from '../records/record-call.ts';
import { requireButton } from '../roles/button-guard.ts';
import { addBoard, deleteBoard, editBoard, listBoards } from './board.ts';
import { boardFigures } from './board-figures.ts';

/** The sales board's button: every board route is the board's page. */
const BOARD_BUTTON = 'bi:boardReport:list';

const id = { type: 'string', minLength: 1, maxLength: 64 } as const;

/**
 * A board's input as the schema lets it through: its strings checked (name, known widgets, known
 * roles) by board.ts, which answers each with a message of its own. Lengths are bounded here so a
 * huge body never reaches it.
 */
const boardBody = {
  // A little room over the longest name, so a too long one is told so by board.ts.
  name: { type: 'string', maxLength: BOARD_NAME_MAX * 4 },
  widgets: { type: 'array', maxItems: BOARD_WIDGETS.length * 2, items: { type: 'string', maxLength: 64 } },
  roleIds: { anyOf: [{ type: 'null' }, { type: 'array', maxItems: 200, items: id }] },
} as const;

const figuresSchema = {
  querystring: {
    type: 'object',
    required: ['id'],
    properties: {
      id,
      period: { type: 'string', enum: BRIEFING_PERIODS },
      team: { type: 'string', enum: BRIEFING_TEAMS },
      top: { type: 'integer', enum: BOARD_TOPS },
    },
  },
} as const;

/** The sales board (issue 15): its boards, and a board's figures. */
export function boardRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  const boardCall = async (request: Parameters<typeof recordCall>[1]) => {
    await requireButton(app.db, request, BOARD_BUTTON);
    return recordCall(app, request);
  };

  app.get(BOARD_API.list, async (request) => ok(request.lang, await listBoards(app.db, (await boardCall(request)).viewer)));

  app.post(BOARD_API.add, { schema: { body: { type: 'object', required: ['name', 'widgets'], properties: boardBody } } }, async (request) =>
    ok(request.lang, await addBoard(app.db, (await boardCall(request)).viewer, request.body as BoardInput)),
  );

  app.put(BOARD_API.edit, { schema: { body: { type: 'object', required: ['id', 'name', 'widgets'], properties: { id, ...boardBody } } } }, async (request) =>
    ok(request.lang, await editBoard(app.db, (await boardCall(request)).viewer, request.body as BoardInput & { id: string })),
  );

  app.delete(BOARD_API.delete, { schema: requiredTextQuery('id') }, async (request) => {
    await deleteBoard(app.db, (await boardCall(request)).viewer, request.query.id);
    return ok(request.lang, null);
  });

  app.get(BOARD_API.figures, { schema: figuresSchema }, async (request) => {
    const { query } = request;
    return ok(
      request.lang,
      await boardFigures(await boardCall(request), { id: query.id, period: query.period, team: query.team, top: query.top as 5 | 10 | 20 | undefined }),
    );
  });
}
