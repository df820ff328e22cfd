import { describe, expect, it } from 'vitest';
import { readBlockForm, serverBlockErrors } from './block-form-values';

describe('content block form', () => {
  it('refuses a name templates could not include and a part with neither HTML nor text', () => {
    const read = readBlockForm('my footer', [
      { html: '<p>x</p>', text: '' },
      { html: ' ', text: '' },
    ]);
    expect(read.errors?.name).toMatch(/no spaces/);
    expect(read.errors?.parts).toEqual({ 1: 'Give this part HTML, text or both.' });
  });

  it('gives the body the service takes, the name trimmed', () => {
    expect(readBlockForm(' promo-2026 ', [{ html: '<b>Hi</b>', text: 'Hi' }])).toEqual({
      body: { name: 'promo-2026', body: [{ html: '<b>Hi</b>', text: 'Hi' }] },
    });
  });

  it('puts a taken name on the name field', () => {
    expect(serverBlockErrors('name "footer" is already used by another content block')).toEqual({
      name: 'name "footer" is already used by another content block',
    });
    expect(serverBlockErrors('content block 7 is archived')).toEqual({ form: 'content block 7 is archived' });
  });
});
