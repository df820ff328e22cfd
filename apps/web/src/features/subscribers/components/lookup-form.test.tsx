import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LookupForm } from './lookup-form';
import { lookupFromParams, parseLookup } from './lookup-input';

describe('subscriber look-up form', () => {
  it('catches a mixed-case e-mail, sends nothing, and offers the lower-case address', async () => {
    const user = userEvent.setup();
    const onLookup = vi.fn();
    render(<LookupForm initial={null} onLookup={onLookup} />);
    await user.type(screen.getByLabelText('E-mail address'), 'Jane.Doe@Example.com');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(onLookup).not.toHaveBeenCalled();
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(
      /lower case.*jane\.doe@example\.com/,
    );

    await user.click(screen.getByRole('button', { name: 'Use jane.doe@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(onLookup).toHaveBeenCalledWith({ by: 'email', email: 'jane.doe@example.com' });
  });

  it('looks up by s and i, requiring both', async () => {
    const user = userEvent.setup();
    const onLookup = vi.fn();
    render(<LookupForm initial={null} onLookup={onLookup} />);
    await user.click(screen.getByLabelText('s + i from a link'));
    await user.type(screen.getByLabelText('s'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(onLookup).not.toHaveBeenCalled();
    expect(screen.getByLabelText('i')).toHaveAccessibleDescription(/Enter the i value/);
    await user.type(screen.getByLabelText('i'), '42');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(onLookup).toHaveBeenCalledWith({ by: 'si', s: 'abc', i: '42' });
  });

  it('validates e-mails and ids before sending', () => {
    const empty = { email: '', id: '', s: '', i: '' };
    expect(parseLookup('email', { ...empty, email: 'not-an-email' }).ok).toBe(false);
    expect(parseLookup('email', { ...empty, email: ' a@b.co ' })).toEqual({
      ok: true,
      lookup: { by: 'email', email: 'a@b.co' },
    });
    expect(parseLookup('id', { ...empty, id: 'A@B.co' }).ok).toBe(false);
    expect(parseLookup('id', { ...empty, id: 'CUST-42' })).toEqual({
      ok: true,
      lookup: { by: 'id', id: 'CUST-42' },
    });
  });

  it('restores a look-up from the URL', () => {
    expect(lookupFromParams(new URLSearchParams('email=a@b.co&tab=messages'))).toEqual({
      by: 'email',
      email: 'a@b.co',
    });
    expect(lookupFromParams(new URLSearchParams('s=1'))).toBeNull();
    expect(lookupFromParams(new URLSearchParams('s=1&i=2'))).toEqual({ by: 'si', s: '1', i: '2' });
  });
});
