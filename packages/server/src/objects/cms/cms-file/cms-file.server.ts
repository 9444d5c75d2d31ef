import type { ObjectServer } from '../../../modules/records/object-registry.ts';

/** File boxes: everyone of the company reads them; one is changed by whoever put it together, or an administrator. */
export const cmsFileServer: ObjectServer = {
  hooks: {
    writeRight: (viewer, row) => viewer.admin || row.create_by === viewer.userId,
  },
};
