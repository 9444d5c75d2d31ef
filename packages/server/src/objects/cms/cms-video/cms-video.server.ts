import type { ObjectServer } from '../../../modules/records/object-registry.ts';

/** Videos: everyone of the company watches them; one is changed by whoever uploaded it, or an administrator. */
export const cmsVideoServer: ObjectServer = {
  hooks: {
    writeRight: (viewer, row) => viewer.admin || row.create_by === viewer.userId,
  },
};
