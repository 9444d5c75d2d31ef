import type { ObjectServer } from '../../../modules/records/object-registry.ts';

/** Playbook items (radar and flow): everyone of the company reads them; one is changed by its author, or an administrator. */
export const cmsFlowServer: ObjectServer = {
  hooks: {
    writeRight: (viewer, row) => viewer.admin || row.create_by === viewer.userId,
  },
};
