import { describe, expect, it } from 'vitest';
import { readPreviewParams, writePreviewParams } from './preview-params';

describe('preview URL state', () => {
  it('reads master, subscriber, overrides, width and tab, defaulting the unknown', () => {
    const s = readPreviewParams(
      new URLSearchParams('master=12&subscriber=a%40b.c&attr.firstName=Ada&attr.age=&width=phone&tab=bogus'),
    );
    expect(s).toEqual({
      master: '12',
      masterValid: true,
      subscriber: 'a@b.c',
      overrides: [
        { name: 'firstName', value: 'Ada' },
        { name: 'age', value: '' },
      ],
      width: 'phone',
      tab: 'html',
    });
    expect(readPreviewParams(new URLSearchParams('master=abc')).masterValid).toBe(false);
  });

  it('writes a patch, leaving defaults out and replacing every override', () => {
    const current = new URLSearchParams('master=1&attr.a=1&attr.b=2&width=phone&other=keep');
    const next = writePreviewParams(current, {
      subscriber: 'x',
      overrides: [{ name: 'c', value: '3' }],
      width: 'desktop',
      tab: 'text',
    });
    expect(next.toString()).toBe('master=1&other=keep&subscriber=x&tab=text&attr.c=3');
    expect(writePreviewParams(next, { subscriber: null }).has('subscriber')).toBe(false);
  });
});
