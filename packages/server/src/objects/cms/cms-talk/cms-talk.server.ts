import type { ObjectServer } from '../../../modules/records/object-registry.ts';

/** Talk scripts: everyone of the company reads them; one is changed by its author, or an administrator. */
export const cmsTalkServer: ObjectServer = {
  hooks: {
    writeRight: (viewer, row) => viewer.admin || row.create_by === viewer.userId,
  },
};
