import type { ObjectServer } from '../../../modules/records/object-registry.ts';

/** Materials: everyone of the company reads them; one is changed by whoever uploaded it, or an administrator. */
export const cmsSourceServer: ObjectServer = {
  hooks: {
    writeRight: (viewer, row) => viewer.admin || row.create_by === viewer.userId,
  },
};
