import type { AttributeDef, Subscriber } from '@mailroom/contract';
import { describe, expect, it } from 'vitest';
import { emailProblem, profileUpdate, profileValuesOf, subscriptionUpdate } from './edit-values';

const defs: AttributeDef[] = [
  { attributeName: 'firstName', type: 'String', length: 10 },
  { attributeName: 'city', type: 'String' },
  { attributeName: 'points', type: 'Number', min: 0, max: 1000 },
];

const subscriber: Subscriber = {
  id: 'ann@x.co',
  email: 'ann@x.co',
  lastUpdate: '2026-01-01T00:00:00Z',
  dateCreated: '2026-01-01T00:00:00Z',
  ETag: '"a-1"',
  dead: false,
  profile: { userAttrs: [{ firstName: 'Ann' }, { points: 5 }] },
};

describe('profile edit values', () => {
  it('fills every schema attribute, unset ones empty', () => {
    expect(profileValuesOf(subscriber, defs)).toEqual({
      email: 'ann@x.co',
      attrs: { firstName: 'Ann', city: '', points: '5' },
    });
  });

  it('sends nothing when nothing changed', () => {
    expect(profileUpdate(subscriber, defs, profileValuesOf(subscriber, defs))).toEqual({
      ok: true,
      body: null,
    });
  });

  it('sends only the changed attributes, typed, and null for a cleared one', () => {
    const values = { email: 'ann@x.co', attrs: { firstName: '', city: 'Oslo', points: '7' } };
    expect(profileUpdate(subscriber, defs, values)).toEqual({
      ok: true,
      body: { profile: { userAttrs: [{ firstName: null }, { city: 'Oslo' }, { points: 7 }] } },
    });
  });

  it('sends a changed e-mail, and refuses upper case before anything is sent', () => {
    const base = profileValuesOf(subscriber, defs);
    expect(profileUpdate(subscriber, defs, { ...base, email: 'ann@y.co' })).toEqual({
      ok: true,
      body: { email: 'ann@y.co' },
    });
    const mixed = profileUpdate(subscriber, defs, { ...base, email: 'Ann@Y.co' });
    expect(mixed).toEqual({
      ok: false,
      errors: { email: expect.stringContaining('use ann@y.co') as string },
    });
    expect(emailProblem('not-an-address')).toMatch(/like jane@example.com/);
    expect(emailProblem('')).toBeUndefined();
  });

  it('checks types, bounds and lengths against the schema', () => {
    const base = profileValuesOf(subscriber, defs);
    const bad = profileUpdate(subscriber, defs, {
      ...base,
      attrs: { firstName: 'Bartholomew!', city: '', points: '1001' },
    });
    expect(bad).toEqual({
      ok: false,
      errors: { 'attr.firstName': 'Use at most 10 characters.', 'attr.points': 'Enter 1000 or less.' },
    });
    const notNumber = profileUpdate(subscriber, defs, { ...base, attrs: { ...base.attrs, points: '1.5' } });
    expect(notNumber).toEqual({ ok: false, errors: { 'attr.points': 'Enter a whole number.' } });
  });
});

describe('subscription changes', () => {
  it('adds and removes only the differences', () => {
    expect(subscriptionUpdate(['news', 'offers'], ['offers', 'events'])).toEqual({
      add: ['events'],
      remove: ['news'],
    });
    expect(subscriptionUpdate(['news'], ['news'])).toBeNull();
    expect(subscriptionUpdate([], ['news'])).toEqual({ add: ['news'] });
  });
});
