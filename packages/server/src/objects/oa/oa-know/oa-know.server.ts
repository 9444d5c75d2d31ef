import type { ObjectServer } from '../../../modules/records/object-registry.ts';

/** The knowledge base: everyone of the company reads it; an article is changed by its author, or an administrator. */
export const knowServer: ObjectServer = {
  hooks: {
    writeRight: (viewer, row) => viewer.admin || row.create_by === viewer.userId,
  },
};
