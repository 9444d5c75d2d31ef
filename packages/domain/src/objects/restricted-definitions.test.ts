import { describe, expect, it } from 'vitest';
import { acceptsInput } from '../entities/field-rules.ts';
import { restrictDefinition } from '../entities/field-access.ts';
import { entityOf } from './index.ts';

describe('restrictDefinition', () => {
  const customer = entityOf('crmCustomer');
  const quote = entityOf('crmQuote');

  it('is the same definition when nothing is restricted', () => {
    expect(restrictDefinition(customer)).toBe(customer);
    expect(restrictDefinition(customer, {}, {})).toBe(customer);
  });

  it('takes hidden fields out of everything that names them, and makes read-only ones no input', () => {
    const def = restrictDefinition(customer, { phone: 'hidden', level: 'read' });
    expect(def.fields.map((f) => f.name)).not.toContain('phone');
    expect(def.searchFields).not.toContain('phone');
    const level = def.fields.find((f) => f.name === 'level')!;
    expect(acceptsInput(level, 'add')).toBe(false);
    expect(acceptsInput(level, 'edit')).toBe(false);
    expect(def.filterFields).toContain('level');
  });

  it('restricts the fields of lines by their line object', () => {
    const def = restrictDefinition(quote, {}, { crmQuoteDetail: { price: 'read', costPrice: 'hidden' } });
    const line = def.fields.find((f) => f.type === 'lines')!.lines!.object;
    expect(line.fields.map((f) => f.name)).not.toContain('costPrice');
    const price = line.fields.find((f) => f.name === 'price')!;
    expect([price.required, acceptsInput(price, 'add')]).toEqual([false, false]);
  });
});
