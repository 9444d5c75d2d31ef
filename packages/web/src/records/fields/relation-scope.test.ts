import { beforeAll, describe, expect, it } from 'vitest';
import { loadDefinition, loadedDefinition } from '../definitions.ts';
import { relationScope } from './relation-scope.ts';

beforeAll(async () => {
  await Promise.all(['crmOrder', 'crmContract', 'crmContacter', 'crmQuote', 'crmChance', 'crmCustomer', 'crmVisit'].map((apiName) => loadDefinition(apiName)));
});

const scopeOf = (apiName: string, field: string, values: Record<string, unknown>) => {
  const def = loadedDefinition(apiName);
  return relationScope(
    def,
    def.fields.find((f) => f.name === field)!,
    values,
  );
};

describe('a relation picker', () => {
  it('offers the records of the customer the form names', () => {
    expect(scopeOf('crmOrder', 'contacterId', { customerId: 'c1' })).toEqual([{ field: 'customerId', op: 'eq', value: 'c1' }]);
    // A visit's contacts, several, alike; those already chosen narrow nothing.
    expect(scopeOf('crmVisit', 'contacterIds', { customerId: 'c1', contacterIds: ['k1'] })).toEqual([{ field: 'customerId', op: 'eq', value: 'c1' }]);
  });

  it('is not narrowed by a link the picked records need not have: an order’s contract by its quote or contact', () => {
    expect(scopeOf('crmOrder', 'contractId', { customerId: 'c1', quoteId: 'q1', contacterId: 'k1' })).toEqual([{ field: 'customerId', op: 'eq', value: 'c1' }]);
    expect(scopeOf('crmContract', 'quoteId', { customerId: 'c1', chanceId: 'o1', customerSignerId: 'k1' })).toEqual([
      { field: 'customerId', op: 'eq', value: 'c1' },
    ]);
  });
});
