import { HttpError } from '../../../http/http-error.ts';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';

/** A request's end is not before its start (leave, a trip, overtime). */
function refuseBackwards(values: Readonly<Record<string, unknown>>): void {
  const [start, end] = [values.startTime, values.endTime];
  if (typeof start === 'string' && typeof end === 'string' && Date.parse(end) < Date.parse(start)) throw new HttpError(422, 'approveEndBeforeStart');
}

/** Office requests: the approval engine runs them; the server only keeps their times in order. */
export const approveServer: ObjectServer = {
  hooks: {
    async beforeAdd(_ctx, values) {
      refuseBackwards(values);
    },
    async beforeEdit(_ctx, before, changes) {
      refuseBackwards({ startTime: before.startTime, endTime: before.endTime, ...changes });
    },
  },
};
