import { describe, expect, it } from 'vitest';
import { defineObject, type FieldDeclaration } from './define-object.ts';

describe('defineObject', () => {
  it('fills what the engine derives: table, label key, permission prefix, empty lists, features off unless declared', () => {
    const object = defineObject({
      module: 'crm',
      apiName: 'crmCompetitor',
      fields: [{ name: 'name', type: 'text', label: 'entity.crmCompetitor.name', required: true }],
      titleField: 'name',
      subtitleFields: [],
      searchFields: ['name'],
      filterFields: [],
      defaultSort: { field: 'updateTime', order: 'desc' },
      features: { owner: true },
    });
    expect(object).toMatchObject({
      table: 'crm_competitor',
      label: 'entity.crmCompetitor.label',
      permissionPrefix: 'crm:crmCompetitor',
      relatedLists: [],
      presetScenes: [],
      features: { owner: true, team: false, lock: false, audit: false, followUp: false, attachments: false, tags: false, bizTypes: false, comments: false },
    });
  });

  it("refuses at compile time a field that lacks what its type needs or carries another type's setting", () => {
    // Checked by the type check of npm test: each line below must be a compile error.
    const declarations: FieldDeclaration[] = [
      // @ts-expect-error a relation names its target object
      { name: 'customerId', type: 'relation', label: 'x' },
      // @ts-expect-error a dictionary field has a tenant dictionary or its own options
      { name: 'level', type: 'dict', label: 'x' },
      // @ts-expect-error not both
      { name: 'level', type: 'dict', label: 'x', dict: 'customer_level', options: [] },
      // @ts-expect-error an auto-number has its prefix and digits
      { name: 'no', type: 'autoNumber', label: 'x' },
      // @ts-expect-error a formula has its expression
      { name: 'total', type: 'formula', label: 'x' },
      // @ts-expect-error decimals belong to numbers
      { name: 'name', type: 'text', label: 'x', decimals: 2 },
      { name: 'customerId', type: 'relation', label: 'x', relation: 'crmCustomer' },
    ];
    expect(declarations).toHaveLength(7);
  });
});
