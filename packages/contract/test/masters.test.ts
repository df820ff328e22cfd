import { describe, expect, it } from 'vitest';
import { MasterTargetSchema, MastersQuerySchema, PutScheduleBodySchema } from '../src/index';
import { problem } from './helpers';

describe('GET /masters filters', () => {
  it('accepts a repeated parameter as an array and a single one as a one-item array', () => {
    const q = MastersQuerySchema.parse({ keyword: ['sales', 'Monday'], id: '12', campaign: 'welcome' });
    expect(q).toMatchObject({
      keyword: ['sales', 'Monday'],
      id: ['12'],
      campaign: 'welcome',
      limit: 25,
      offset: 0,
    });
  });

  it('splits the state list, also across repeated parameters, and rejects an unknown state by name', () => {
    expect(MastersQuerySchema.parse({ state: 'enabled, paused' }).state).toEqual(['enabled', 'paused']);
    expect(MastersQuerySchema.parse({ state: ['enabled', 'deleted,enabled'] }).state).toEqual([
      'enabled',
      'deleted',
    ]);
    expect(problem(MastersQuerySchema, { state: 'enabled,sleeping' }, 'query')).toBe(
      'state must be a comma-separated list of: disabled, enabled, delivered, halted, paused, deleted',
    );
    expect(problem(MastersQuerySchema, { state: '' }, 'query')).toMatch(/^state must be/);
  });

  it('parses triggered as a boolean and rejects anything else', () => {
    expect(MastersQuerySchema.parse({ triggered: 'FALSE' }).triggered).toBe(false);
    expect(problem(MastersQuerySchema, { triggered: 'yes' }, 'query')).toBe(
      'triggered must be true or false',
    );
  });

  it('parses schedulePeriod as an ISO 8601 interval, normalized to UTC', () => {
    expect(
      MastersQuerySchema.parse({ schedulePeriod: '2030-06-01T00:00:00+02:00/2030-06-08T00:00:00Z' })
        .schedulePeriod,
    ).toEqual({
      start: '2030-05-31T22:00:00.000Z',
      end: '2030-06-08T00:00:00.000Z',
    });
    expect(MastersQuerySchema.parse({ schedulePeriod: '2030-06-01T00:00:00Z/P1W' }).schedulePeriod).toEqual({
      start: '2030-06-01T00:00:00.000Z',
      end: '2030-06-08T00:00:00.000Z',
    });
    for (const bad of [
      '2030-06-08T00:00:00Z/2030-06-01T00:00:00Z',
      '2030-06-01',
      'a/b',
      '2030-06-01T00:00:00Z/P',
    ])
      expect(problem(MastersQuerySchema, { schedulePeriod: bad }, 'query'), bad).toMatch(
        /^schedulePeriod must be an ISO 8601 interval/,
      );
  });

  it('rejects ids that are not master ids, and keeps paging limits', () => {
    expect(problem(MastersQuerySchema, { id: ['12', 'x'] }, 'query')).toMatch(/^id/);
    expect(problem(MastersQuerySchema, { limit: '101' }, 'query')).toBe(
      'limit must be an integer from 0 to 100',
    );
    expect(problem(MastersQuerySchema, { archived: 'maybe' }, 'query')).toBe(
      'archived must be true, false or all',
    );
  });
});

describe('PUT /masters/{id}/schedule', () => {
  it('normalizes offsets and one-digit hours to UTC with milliseconds', () => {
    expect(
      PutScheduleBodySchema.parse({
        frequency: 'once',
        start: '2030-06-10T10:00:00-0800',
        preCompileStart: '2030-06-10T9:00:00-0800',
      }),
    ).toEqual({
      frequency: 'once',
      start: '2030-06-10T18:00:00.000Z',
      preCompileStart: '2030-06-10T17:00:00.000Z',
    });
  });

  it('fills the per-frequency defaults and lower-cases the week day', () => {
    expect(PutScheduleBodySchema.parse({ frequency: 'hourly', start: '2030-06-01T10:00:00Z' })).toMatchObject(
      { interval: 1 },
    );
    expect(
      PutScheduleBodySchema.parse({ frequency: 'weekly', weekDay: 'Monday', start: '2030-06-01T10:00:00Z' }),
    ).toMatchObject({
      weekDay: 'monday',
    });
    expect(
      PutScheduleBodySchema.parse({ frequency: 'monthly', start: '2030-06-01T10:00:00Z' }),
    ).toMatchObject({ monthDate: 1 });
  });

  it('enforces the ranges and the order of the times', () => {
    const start = '2030-06-01T10:00:00Z';
    expect(problem(PutScheduleBodySchema, { frequency: 'hourly', interval: 25, start })).toBe(
      'interval must be at most 24',
    );
    expect(problem(PutScheduleBodySchema, { frequency: 'monthly', monthDate: 0, start })).toBe(
      'monthDate must be at least 1',
    );
    expect(problem(PutScheduleBodySchema, { frequency: 'weekly', weekDay: 'funday', start })).toMatch(
      /^weekDay must be one of: sunday/,
    );
    expect(problem(PutScheduleBodySchema, { frequency: 'daily', start, stop: '2030-05-01T00:00:00Z' })).toBe(
      'stop must be after start',
    );
    expect(
      problem(PutScheduleBodySchema, { frequency: 'once', start, preCompileStart: '2030-06-02T00:00:00Z' }),
    ).toBe('preCompileStart must not be after start');
  });

  it('rejects an unknown frequency and a field of another frequency', () => {
    expect(problem(PutScheduleBodySchema, { frequency: 'yearly', start: '2030-06-01T10:00:00Z' })).toMatch(
      /^frequency must be one of: once, hourly, daily, weekly, monthly$/,
    );
    expect(
      problem(PutScheduleBodySchema, {
        frequency: 'daily',
        start: '2030-06-01T10:00:00Z',
        preCompileStart: '2030-06-01T09:00:00Z',
      }),
    ).toBe('body has unknown fields: preCompileStart');
    expect(problem(PutScheduleBodySchema, { frequency: 'once', start: 'tomorrow' })).toMatch(
      /^start must be an ISO 8601 timestamp/,
    );
  });
});

describe('the targeting DSL', () => {
  const base = { profile: true, subscriptions: { type: 'subscribed', divisions: ['Corporate'] } };

  it('accepts every criterion type and fills negate and join', () => {
    const t = MasterTargetSchema.parse({
      ...base,
      criteria: [
        { type: 'attribute', name: 'state', operator: 'equals', values: ['CA', 'NV'] },
        { type: 'action', action: 'opened', masterId: '1283567', dayRange: 30, negate: true },
        { type: 'visited', role: 'checkout', dayRange: 7, join: 'OR' },
        { type: 'list', isMemberOf: ['VIP'] },
      ],
    });
    expect(t.criteria.map((c) => [c.type, c.negate, c.join])).toEqual([
      ['attribute', false, 'AND'],
      ['action', true, 'AND'],
      ['visited', false, 'OR'],
      ['list', false, 'AND'],
    ]);
  });

  it('requires profile true and rejects misspelt fields everywhere', () => {
    expect(problem(MasterTargetSchema, { ...base, profile: false })).toBe(
      'profile must be true (every audience starts from the profile)',
    );
    expect(problem(MasterTargetSchema, { ...base, criterias: [] })).toBe(
      'body has unknown fields: criterias',
    );
    expect(
      problem(MasterTargetSchema, {
        ...base,
        criteria: [{ type: 'list', isMemberOf: ['VIP'], negated: true }],
      }),
    ).toBe('criteria[0] has unknown fields: negated');
  });

  it('checks each criterion: type, join, value counts per operator, role or page, day range', () => {
    const one = (c: object) => problem(MasterTargetSchema, { ...base, criteria: [c] });
    expect(one({ type: 'segment' })).toBe(
      'criteria[0].type must be one of: attribute, action, visited, list',
    );
    expect(one({ type: 'list', isMemberOf: ['VIP'], join: 'XOR' })).toBe(
      'criteria[0].join must be AND or OR',
    );
    expect(one({ type: 'attribute', name: 'age', operator: 'between', values: [18] })).toBe(
      'criteria[0].values must have exactly 2 items (low and high) for between',
    );
    expect(one({ type: 'attribute', name: 'age', operator: 'isEmpty', values: [1] })).toBe(
      'criteria[0].values must be empty for isEmpty',
    );
    expect(one({ type: 'attribute', name: 'age', operator: 'equals' })).toBe(
      'criteria[0].values must have at least 1 item for equals',
    );
    expect(one({ type: 'visited', dayRange: 7 })).toBe('criteria[0] must have a role or a page');
    expect(one({ type: 'action', action: 'opened', dayRange: 0 })).toBe(
      'criteria[0].dayRange must be at least 1',
    );
  });
});
