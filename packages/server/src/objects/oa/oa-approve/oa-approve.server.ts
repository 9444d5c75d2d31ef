import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import { refuseEndBeforeStart } from '../../../modules/records/record-coherence.ts';

/** Office requests: the approval engine runs them; the server only keeps their times in order (an end not before the start). */
export const approveServer: ObjectServer = {
  hooks: {
    async beforeAdd(ctx, values) {
      refuseEndBeforeStart(ctx, null, values, 'startTime', 'endTime');
    },
    async beforeEdit(ctx, before, changes) {
      refuseEndBeforeStart(ctx, before, changes, 'startTime', 'endTime');
    },
  },
};
