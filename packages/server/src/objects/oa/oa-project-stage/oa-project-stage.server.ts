import { columnOf, entityOf, STAGE_STATUS, type RecordRow } from '@crm/domain';
import { HttpError } from '../../../http/http-error.ts';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import type { HookContext } from '../../../modules/records/record-hooks.ts';
import { findVisibleRow, writeRight } from '../../../modules/records/record-service.ts';
import { seenWith } from '../../../modules/records/record-visibility.ts';

/** A project's stages are changed by whoever may change the project. */
async function requireProjectWrite(ctx: HookContext, projectId: unknown): Promise<void> {
  const project = entityOf('oaProject');
  const row = typeof projectId === 'string' ? await findVisibleRow(ctx.db, ctx.viewer, project, projectId) : undefined;
  // A project the caller does not see is the relation's check to refuse (as one that does not exist).
  if (row && !(await writeRight(ctx.db, ctx.viewer, project, row)).write) throw new HttpError(403, 'recordNoWrite');
}

/** Project stages: seen with their project, changed by whoever may change it; a new one is to come. */
export const projectStageServer: ObjectServer = {
  hooks: {
    async beforeAdd(ctx, values) {
      await requireProjectWrite(ctx, values.projectId);
      values.status = STAGE_STATUS.pending;
    },
    async beforeEdit(ctx, before) {
      await requireProjectWrite(ctx, before.projectId);
    },
    async beforeDelete(ctx, stage: RecordRow) {
      await requireProjectWrite(ctx, stage.projectId);
      // The stage a project is in, or one it went through, is its history.
      if (stage.status !== STAGE_STATUS.pending) throw new HttpError(422, 'projectStageUsed');
    },
    alsoVisible: (viewer, table) => seenWith(viewer, table, columnOf('projectId'), entityOf('oaProject')),
    // A project's stages in their order.
    indexes: [[columnOf('projectId'), columnOf('sort')]],
  },
};
