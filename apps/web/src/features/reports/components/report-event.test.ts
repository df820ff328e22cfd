import { describe, expect, it } from 'vitest';
import { parseReportEvent } from './report-event';

describe('parseReportEvent', () => {
  it('reads opens, clicks with a URL holding commas, and bounces', () => {
    expect(parseReportEvent('ada@example.com,2026-06-01T10:00:00Z')).toEqual({
      subscriberId: 'ada@example.com',
      time: '2026-06-01T10:00:00Z',
      detail: '',
    });
    expect(parseReportEvent('ada@example.com,2026-06-01T10:00:00.123Z,https://x.test/a?b=1,2')).toEqual({
      subscriberId: 'ada@example.com',
      time: '2026-06-01T10:00:00.123Z',
      detail: 'https://x.test/a?b=1,2',
    });
    expect(parseReportEvent('10042,2026-06-01T10:00:00Z,hard').detail).toBe('hard');
  });

  it('splits at the timestamp, so an id with a comma stays whole', () => {
    expect(parseReportEvent('"Lee, Ada",2026-06-01T10:00:00Z').subscriberId).toBe('"Lee, Ada"');
  });

  it('shows an entry it cannot read as the id, rather than dropping it', () => {
    expect(parseReportEvent('garbage')).toEqual({ subscriberId: 'garbage', time: '', detail: '' });
  });
});
