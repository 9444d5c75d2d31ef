import { describe, expect, it } from 'vitest';
import type { FieldDef } from './types.ts';
import { isMultipleRelation, MAX_RELATED_RECORDS, normalisedPhone, phoneRuleBroken } from './field-rules.ts';
import { validateRecordInput } from './validation.ts';

const mobile: FieldDef = { name: 'mobile', type: 'phone', phoneKind: 'mobile', label: 'mobile' };
const landline: FieldDef = { name: 'landline', type: 'phone', phoneKind: 'landline', label: 'landline' };
const either: FieldDef = { name: 'phone', type: 'phone', label: 'phone' };

describe('phone numbers', () => {
  it('takes a mainland mobile of 11 digits, with +86 or separators, and refuses a short or wrong one', () => {
    for (const ok of ['13912345678', '139 1234 5678', '139-1234-5678', '+86 139 1234 5678', '008613912345678', '19912345678'])
      expect(phoneRuleBroken(mobile, ok), ok).toBeNull();
    for (const bad of ['1391234', '139123456789', '12912345678', '23912345678', '010-62885200', '400-820-8820', 'abc'])
      expect(phoneRuleBroken(mobile, bad), bad).toBe('mobile');
  });

  it('takes a landline with or without area code and extension, service numbers, and refuses a mobile or a short number', () => {
    for (const ok of [
      '010-62885200',
      '010-6288 5200',
      '(0755) 5123456',
      '0755-5123456',
      '62885200',
      '010-62885200-123',
      '010-62885200转8',
      '+86 10 6288 5200',
      '400-820-8820',
      '95588',
    ])
      expect(phoneRuleBroken(landline, ok), ok).toBeNull();
    for (const bad of ['1391234', '13912345678', '010-123', '0123', '12345', 'tel']) expect(phoneRuleBroken(landline, bad), bad).toBe('landline');
  });

  it('takes either in a field of no kind, and other countries numbers written with their code in any field', () => {
    for (const ok of ['13912345678', '010-62885200', '+1 (415) 555-2671', '+44 20 7946 0958', '00852 2345 6789'])
      expect(phoneRuleBroken(either, ok), ok).toBeNull();
    for (const foreign of ['+1 (415) 555-2671', '+44 20 7946 0958']) {
      expect(phoneRuleBroken(mobile, foreign), foreign).toBeNull();
      expect(phoneRuleBroken(landline, foreign), foreign).toBeNull();
    }
    for (const bad of ['1391234', '+1 23', '12345678901234567']) expect(phoneRuleBroken(either, bad), bad).toBe('phone');
  });

  it('stores a mainland mobile as its 11 digits and anything else as written', () => {
    expect(normalisedPhone('+86 139-1234-5678')).toBe('13912345678');
    expect(normalisedPhone('010-6288 5200')).toBe('010-6288 5200');
    expect(normalisedPhone('+1 (415) 555-2671')).toBe('+1 (415) 555-2671');
  });

  it('refuses through the shared validation with the rule of the field, and changes nothing', () => {
    const fields = [mobile, landline, either];
    const { values, issues } = validateRecordInput(fields, { mobile: '1391234', landline: '13912345678', phone: '1391234' }, 'add');
    expect(issues).toEqual([
      { field: 'mobile', rule: 'mobile' },
      { field: 'landline', rule: 'landline' },
      { field: 'phone', rule: 'phone' },
    ]);
    expect(values).toEqual({});
    expect(validateRecordInput(fields, { mobile: ' 139 1234 5678 ', landline: '021-51234567' }, 'add').values).toEqual({
      mobile: '13912345678',
      landline: '021-51234567',
    });
  });
});

describe('a relation to several records', () => {
  const contacts: FieldDef = { name: 'contacterIds', type: 'relation', relation: 'crmContacter', multiple: true, label: 'contacts' };
  const one: FieldDef = { name: 'contacterId', type: 'relation', relation: 'crmContacter', label: 'contact' };
  const check = (value: unknown, field = contacts) => validateRecordInput([field], { [field.name]: value }, 'add');

  it('is told from a relation to one record by its flag', () => {
    expect([isMultipleRelation(contacts), isMultipleRelation(one), isMultipleRelation({ ...one, type: 'text', multiple: true })]).toEqual([true, false, false]);
  });

  it('takes a list of ids, or text separated by commas, each once and in the order given', () => {
    expect(check(['k2', 'k1', 'k2']).values).toEqual({ contacterIds: ['k2', 'k1'] });
    expect(check('k1, k3').values).toEqual({ contacterIds: ['k1', 'k3'] });
  });

  it('holds nothing as null, and a required one refuses nothing', () => {
    for (const none of [[], '', null]) expect(check(none).values, JSON.stringify(none)).toEqual({ contacterIds: null });
    expect(check([], { ...contacts, required: true }).issues).toEqual([{ field: 'contacterIds', rule: 'required' }]);
  });

  it('refuses what is not an id, and more than the most it names', () => {
    for (const bad of [['k1', ''], ['k1', ' '], [7], [{ id: 'k1' }], { k1: true }, ['x'.repeat(65)]])
      expect(check(bad).issues, JSON.stringify(bad)).toEqual([{ field: 'contacterIds', rule: 'invalid' }]);
    const many = Array.from({ length: MAX_RELATED_RECORDS + 1 }, (_, i) => `k${i}`);
    expect(check(many).issues).toEqual([{ field: 'contacterIds', rule: 'maxItems', limit: MAX_RELATED_RECORDS }]);
    expect(check(many.slice(1)).values.contacterIds).toHaveLength(MAX_RELATED_RECORDS);
  });

  it('leaves a relation to one record taking one id', () => {
    expect(check('k1', one).values).toEqual({ contacterId: 'k1' });
    expect(check(['k1'], one).issues).toEqual([{ field: 'contacterId', rule: 'invalid' }]);
  });
});

describe('fields shown for some values of another (shownWhen)', () => {
  const kind: FieldDef = {
    name: 'kind',
    type: 'dict',
    label: 'kind',
    required: true,
    options: [
      { value: '1', label: 'leave' },
      { value: '2', label: 'trip' },
    ],
  };
  const leaveType: FieldDef = { name: 'leaveType', type: 'text', label: 'leaveType', required: true, shownWhen: { field: 'kind', in: ['1'] } };
  const destination: FieldDef = { name: 'destination', type: 'text', label: 'destination', required: true, shownWhen: { field: 'kind', in: ['2'] } };
  const fields = [kind, leaveType, destination];

  it('asks for a field only where it is shown, and clears one given where it is not', () => {
    expect(validateRecordInput(fields, { kind: '1' }, 'add').issues).toEqual([{ field: 'leaveType', rule: 'required' }]);
    expect(validateRecordInput(fields, { kind: '2', destination: '上海' }, 'add')).toEqual({ values: { kind: '2', destination: '上海' }, issues: [] });
    expect(validateRecordInput(fields, { kind: '2', destination: '上海', leaveType: '年假' }, 'add').values).toEqual({
      kind: '2',
      destination: '上海',
      leaveType: null,
    });
    // On edit, what the values given say: a kind changed clears what no longer shows.
    expect(validateRecordInput(fields, { kind: '1', leaveType: '病假', destination: '上海' }, 'edit').values).toEqual({
      kind: '1',
      leaveType: '病假',
      destination: null,
    });
    expect(validateRecordInput(fields, { destination: '' }, 'edit').issues).toEqual([{ field: 'destination', rule: 'required' }]);
  });
});
