import type { AttributeDef, Subscriber } from '@mailroom/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/ui/toast';
import { ProfileEditForm } from './profile-edit-form';

const defs: AttributeDef[] = [
  { attributeName: 'firstName', type: 'String', length: 50 },
  { attributeName: 'points', type: 'Number', min: 0 },
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

function setup(answer: Response) {
  const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(answer);
  vi.stubGlobal('fetch', fetch);
  const onDone = vi.fn();
  const onReload = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <ProfileEditForm subscriber={subscriber} defs={defs} onDone={onDone} onReload={onReload} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  const sent = () => {
    const [url, init] = fetch.mock.calls[0] ?? [];
    return {
      url: url as string,
      headers: new Headers(init?.headers),
      body: JSON.parse(init?.body as string) as unknown,
    };
  };
  return { fetch, onDone, onReload, sent };
}

afterEach(() => vi.unstubAllGlobals());

describe('profile edit form', () => {
  it('catches an upper-case e-mail as it is typed and sends nothing', async () => {
    const user = userEvent.setup();
    const { fetch } = setup(Response.json(subscriber));
    const email = screen.getByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, 'Ann@X.co');
    expect(email).toHaveAccessibleDescription(/lower case.*use ann@x\.co/);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends only the changed attribute, typed, with If-Match', async () => {
    const user = userEvent.setup();
    const { sent, onDone } = setup(Response.json({ ...subscriber, ETag: '"a-2"' }));
    await user.clear(screen.getByLabelText('points'));
    await user.type(screen.getByLabelText('points'), '12');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent().url).toBe('/api/v2/subscribers/ann%40x.co/update');
    expect(sent().headers.get('if-match')).toBe('"a-1"');
    expect(sent().body).toEqual({ profile: { userAttrs: [{ points: 12 }] } });
  });

  it('says so when nothing changed, and turns a 409 into "changed by someone else, reload"', async () => {
    const user = userEvent.setup();
    const conflict = Response.json(
      { code: 'etag_mismatch', message: 'If-Match does not match' },
      { status: 409 },
    );
    const { fetch, onReload } = setup(conflict);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByText(/Nothing changed/)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('firstName'), 'e');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/changed by someone else/);
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalled();
  });
});
