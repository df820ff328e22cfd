import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api-error';
import { fetchServiceHealth, OUTAGE_POLL_MS } from '../../lib/use-service-health';
import { ServiceStatusBanner } from './service-status-banner';

/** A stand-in for the BFF's /api/health whose answer the test switches. */
function fakeHealth(initial: boolean | 'network') {
  const state = { service: initial };
  const fetcher = vi.fn((): Promise<Response> => {
    if (state.service === 'network') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(Response.json({ status: 'x', checks: { service: state.service } }));
  });
  return { state, fetcher: fetcher as unknown as typeof fetch, calls: fetcher.mock.calls };
}

function setup(fetcher: typeof fetch) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ServiceStatusBanner fetcher={fetcher} />
    </QueryClientProvider>,
  );
  return client;
}

afterEach(() => vi.useRealTimers());

describe('ServiceStatusBanner', () => {
  it('shows nothing while the service answers', async () => {
    const h = fakeHealth(true);
    setup(h.fetcher);
    await act(async () => {});
    expect(h.calls.length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces an outage and goes away by itself when the service is back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const h = fakeHealth(false);
    setup(h.fetcher);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The messaging service is unreachable.');
    expect(alert.parentElement).toHaveAttribute('aria-live', 'assertive');
    h.state.service = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(OUTAGE_POLL_MS + 100);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('checks at once when a call fails with 502, without waiting for the heartbeat', async () => {
    const h = fakeHealth(true);
    const client = setup(h.fetcher);
    await act(async () => {});
    expect(screen.queryByRole('alert')).toBeNull();
    h.state.service = false;
    await act(async () => {
      await client
        .fetchQuery({
          queryKey: ['failing'],
          queryFn: () => Promise.reject(new ApiRequestError(502, { code: 'bad_gateway', message: 'x' })),
        })
        .catch(() => undefined);
    });
    expect(await screen.findByRole('alert', {}, { timeout: 2000 })).toBeInTheDocument();
  });

  it('says Mailroom itself is unreachable when the BFF does not answer', async () => {
    const h = fakeHealth('network');
    setup(h.fetcher);
    expect(await screen.findByRole('alert')).toHaveTextContent('Mailroom is unreachable.');
  });
});

describe('fetchServiceHealth', () => {
  it.each([
    [Response.json({ checks: { service: true } }), 'up'],
    [Response.json({ checks: { service: false } }), 'service-down'],
    [new Response('', { status: 401 }), 'up'],
    [new Response('', { status: 502 }), 'offline'],
  ])('%#: maps the answer', async (res, expected) => {
    expect(await fetchServiceHealth(() => Promise.resolve(res))).toBe(expected);
  });
});
