import { columnOf, entityOf, MAX_TASK_HOURS } from '@crm/domain';
import { HttpError } from '../../../http/http-error.ts';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import { seenWith } from '../../../modules/records/record-visibility.ts';

/** More than nothing, and at most a day. */
function refuseHours(hours: unknown): void {
  if (typeof hours === 'number' && (hours <= 0 || hours > MAX_TASK_HOURS)) throw new HttpError(422, 'taskHoursRange', { max: MAX_TASK_HOURS });
}

/**
 * Hours logged against tasks: a day's at most, each; read by whoever sees the task (its owner
 * and participants, its project's people), changed by the person who logged them.
 */
export const taskTimeServer: ObjectServer = {
  hooks: {
    async beforeAdd(_ctx, values) {
      refuseHours(values.hours);
    },
    async beforeEdit(_ctx, _before, changes) {
      refuseHours(changes.hours);
    },
    alsoVisible: (viewer, table) => seenWith(viewer, table, columnOf('taskId'), entityOf('oaTask')),
    // A task's hours (its actual hours add them up).
    indexes: [[columnOf('taskId')]],
  },
};
