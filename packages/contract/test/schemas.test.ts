import { describe, expect, it } from 'vitest';
import {
  ContentBlockBodySchema,
  ContentBlocksQuerySchema,
  CreateMasterBodySchema,
  parseInterval,
  PutTemplateBodySchema,
  RecordsFileImportBodySchema,
  RecordsQuerySchema,
  RecordsUpdateBodySchema,
  ReportRequestBodySchema,
} from '../src/index';
import { problem } from './helpers';

describe('master event report requests', () => {
  it('defaults every event list to off and leaves the period to the service when absent', () => {
    const body = ReportRequestBodySchema.parse({ filters: { masterId: '42' } });
    expect(body.filters).toEqual({
      masterId: '42',
      unsubscribes: false,
      opens: false,
      clicks: false,
      bounces: false,
    });
  });

  it('parses the period as an interval and names it when malformed', () => {
    const body = ReportRequestBodySchema.parse({
      filters: { masterId: '42', period: 'P7D/2030-01-08T00:00:00Z', opens: true },
    });
    expect(body.filters.period).toEqual({
      start: '2030-01-01T00:00:00.000Z',
      end: '2030-01-08T00:00:00.000Z',
    });
    expect(problem(ReportRequestBodySchema, { filters: { masterId: '42', period: 'last week' } })).toMatch(
      /^filters\.period must be an ISO 8601 interval/,
    );
    expect(problem(ReportRequestBodySchema, { filters: {} })).toBe('filters.masterId is required');
  });

  it('reads durations in weeks, days and hours', () => {
    expect(parseInterval('2030-01-01T00:00:00Z/PT36H')).toEqual({
      start: '2030-01-01T00:00:00.000Z',
      end: '2030-01-02T12:00:00.000Z',
    });
    expect(parseInterval('2030-01-01T00:00:00Z/P1M')).toBeUndefined();
    expect(parseInterval('2030-01-01T24:00:00Z/P1D')).toBeUndefined();
  });
});

describe('reference data', () => {
  it('keeps any column filter in the records query, next to paging', () => {
    const q = RecordsQuerySchema.parse({ limit: '5', postalcode: '12345', city: ['Oslo', 'Bergen'] });
    expect(q).toEqual({ limit: 5, offset: 0, postalcode: '12345', city: ['Oslo', 'Bergen'] });
    expect(problem(RecordsQuerySchema, { limit: '500' }, 'query')).toBe(
      'limit must be an integer from 0 to 100',
    );
  });

  it('takes 1 to 1,000 flat records in a synchronous update', () => {
    expect(RecordsUpdateBodySchema.safeParse([{ id: 1, name: 'a', active: true, note: null }]).success).toBe(
      true,
    );
    expect(problem(RecordsUpdateBodySchema, [{ id: { nested: 1 } }])).toBe(
      'body[0].id must be a string, a number, true, false or null (records are flat)',
    );
    expect(problem(RecordsUpdateBodySchema, [])).toBe('body must have at least 1 items');
  });

  it('describes an inline CSV import with a mapping, defaulting to a comma and a header row', () => {
    const body = RecordsFileImportBodySchema.parse({
      file: { content: 'a,b\n1,2' },
      mapping: { a: 'col_a' },
    });
    expect(body.file).toEqual({ content: 'a,b\n1,2', delimiter: ',', header: true });
    expect(
      problem(RecordsFileImportBodySchema, { file: { content: 'x', delimiter: '||' }, mapping: { a: 'b' } }),
    ).toBe('file.delimiter must be a single character');
    expect(problem(RecordsFileImportBodySchema, { file: { content: 'x' }, mapping: {} })).toBe(
      'mapping must map at least one column',
    );
  });
});

describe('content blocks and masters', () => {
  it('restricts block names to what a template can include, and needs html or text', () => {
    expect(
      ContentBlockBodySchema.safeParse({ name: 'footer-2026', body: [{ html: '<p>x</p>' }] }).success,
    ).toBe(true);
    expect(problem(ContentBlockBodySchema, { name: 'my footer', body: [{ html: 'x' }] })).toMatch(
      /^name must be 1 to 100 letters/,
    );
    expect(problem(ContentBlockBodySchema, { name: 'f', body: [{}] })).toBe('body[0] must have html or text');
    expect(problem(ContentBlocksQuerySchema, { limit: 'ten' }, 'query')).toBe(
      'limit must be an integer from 0 to 100',
    );
  });

  it('creates a master with defaults and checks pipe-separated keywords', () => {
    const m = CreateMasterBodySchema.parse({ name: ' Spring ', subscription: 'News' });
    expect(m).toEqual({ name: 'Spring', subscription: 'News', campaign: '', keywords: '', triggered: false });
    expect(problem(CreateMasterBodySchema, { name: 'x', subscription: 'News', keywords: 'a||b' })).toBe(
      'keywords must be keywords separated by single pipes, like sale|spring',
    );
  });

  it('needs template content and a real from address', () => {
    const envelope = { name: 'Spring', subject: 'Hello', from: 'News@Brand.com' };
    expect(PutTemplateBodySchema.parse({ envelope, content: { html: '<p>Hi</p>' } }).envelope).toMatchObject({
      from: 'News@Brand.com',
      encoding: 'UTF-8',
    });
    expect(problem(PutTemplateBodySchema, { envelope, content: {} })).toBe('content must have html or text');
    expect(
      problem(PutTemplateBodySchema, { envelope: { ...envelope, from: 'nobody' }, content: { text: 'x' } }),
    ).toBe('envelope.from must be an e-mail address');
  });
});
