import { describe, expect, it } from 'vitest';
import { entityOf } from '@crm/domain';
import { conditionsOf, filterFieldsOf, filtersFromQuery, filtersParam, startOfDayIn } from './filters.ts';

const now = new Date('2026-03-11T20:30:00Z'); // Thursday 12 March, 04:30 in Shanghai

describe('filter sheet conditions', () => {
  it('offers the metadata filter fields with their controls, and the owner', () => {
    const fields = filterFieldsOf(entityOf('crmCustomer')).map(({ field, kind }) => `${field.name}:${kind}`);
    expect(fields).toContain('level:options');
    expect(fields).toContain('lastFollowTime:date');
    expect(fields).toContain('createTime:date');
    expect(fields[fields.length - 1]).toBe('ownerId:users');
  });

  it('turns chips, presets, ranges and owners into conditions', () => {
    expect(
      conditionsOf(
        {
          level: { kind: 'options', values: ['A', 'B'] },
          source: { kind: 'options', values: ['web'] },
          lastFollowTime: { kind: 'date', preset: 'older30' },
          nextContactTime: { kind: 'date', preset: 'within7' },
          dealAmount: { kind: 'range', min: '100', max: '' },
          ownerId: { kind: 'users', ids: ['u2'], names: ['Han Meimei'] },
        },
        now,
        'Asia/Shanghai',
      ),
    ).toEqual([
      { field: 'level', op: 'in', value: ['A', 'B'] },
      { field: 'source', op: 'eq', value: 'web' },
      { field: 'lastFollowTime', op: 'olderThanDays', value: 30 },
      { field: 'nextContactTime', op: 'withinDays', value: 7 },
      { field: 'dealAmount', op: 'ge', value: 100 },
      { field: 'ownerId', op: 'eq', value: 'u2' },
    ]);
  });

  it('reads today, this week and this month in the chosen time zone', () => {
    expect(startOfDayIn(now, 'Asia/Shanghai').toISOString()).toBe('2026-03-11T16:00:00.000Z');
    expect(startOfDayIn(now, 'UTC').toISOString()).toBe('2026-03-11T00:00:00.000Z');
    expect(conditionsOf({ createTime: { kind: 'date', preset: 'today' } }, now, 'Asia/Shanghai')).toEqual([
      { field: 'createTime', op: 'ge', value: '2026-03-11T16:00:00.000Z' },
      { field: 'createTime', op: 'lt', value: '2026-03-12T16:00:00.000Z' },
    ]);
    // Monday 9 March, Shanghai midnight.
    expect(conditionsOf({ createTime: { kind: 'date', preset: 'thisWeek' } }, now, 'Asia/Shanghai')).toEqual([
      { field: 'createTime', op: 'ge', value: '2026-03-08T16:00:00.000Z' },
    ]);
    expect(conditionsOf({ createTime: { kind: 'date', preset: 'thisMonth' } }, now, 'Asia/Shanghai')).toEqual([
      { field: 'createTime', op: 'ge', value: '2026-02-28T16:00:00.000Z' },
    ]);
    expect(conditionsOf({ createTime: { kind: 'date', preset: 'custom', from: '2026-01-01', to: '2026-01-31' } }, now, 'Asia/Shanghai')).toEqual([
      { field: 'createTime', op: 'ge', value: '2025-12-31T16:00:00.000Z' },
      { field: 'createTime', op: 'lt', value: '2026-01-31T16:00:00.000Z' },
    ]);
  });

  it('sends nothing when nothing is chosen', () => {
    expect(filtersParam({}, now, 'UTC')).toBeUndefined();
    expect(filtersParam({ createTime: { kind: 'date', preset: 'custom' } }, now, 'UTC')).toBeUndefined();
  });

  it("takes the choices of its option filters from the list's address, and nothing else there", () => {
    const workOrders = entityOf('crmWorkOrder');
    const state = filtersFromQuery(workOrders, new URLSearchParams('status=1,5&urgency=4&scene=open&subject=x&createTime=today'));
    expect(state).toEqual({ status: { kind: 'options', values: ['1', '5'] }, urgency: { kind: 'options', values: ['4'] } });
    expect(conditionsOf(state, now, 'UTC')).toEqual([
      { field: 'status', op: 'in', value: ['1', '5'] },
      { field: 'urgency', op: 'eq', value: '4' },
    ]);
    expect(filtersFromQuery(workOrders, new URLSearchParams('status='))).toEqual({});
  });
});
