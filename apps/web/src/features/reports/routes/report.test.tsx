import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ReportRoute from './report';

const ticket = (state: string) => ({
  id: 'rep-1',
  state,
  message: `report ${state}`,
  lastUpdate: '2026-06-08T09:00:00.000Z',
  request: { id: 'r1', time: '2026-06-08T09:00:00.000Z', user: 'demo', uri: '/v2/reports/master-events' },
  response:
    state === 'completed' ? { reportId: 'rep-1', location: '/v2/reports/master-events/rep-1' } : undefined,
  events: [],
});
const report = {
  id: 'rep-1',
  requestedAt: '2026-06-08T09:00:00.000Z',
  expiresAt: '2026-06-15T09:00:00.000Z',
  offset: 0,
  limit: 0,
  filters: {
    masterId: '101',
    period: '2026-06-01T00:00:00Z/2026-06-08T00:00:00Z',
    opens: true,
    clicks: false,
    bounces: false,
    unsubscribes: false,
  },
  counts: {
    sent: 10,
    delivered: 9,
    opens: 4,
    clicks: 0,
    bounces: 1,
    unsubscribes: 0,
    uniqueOpens: false,
    uniqueClicks: false,
    uniqueOpenCount: 3,
    uniqueClickCount: 0,
  },
  opens: [],
  timeline: [],
};

function stubApi(ticketState: () => string) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/v2/tickets/rep-1')
        return Promise.resolve(Response.json(ticket(ticketState())));
      if (url.pathname === '/api/v2/reports/master-events/rep-1')
        return Promise.resolve(Response.json(report));
      return Promise.resolve(
        Response.json({ code: 'not_found', message: 'no such master' }, { status: 404 }),
      );
    }),
  );
}

function renderReport() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/reports/rep-1']}>
        <Routes>
          <Route path="/reports/:id" element={<ReportRoute />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

afterEach(() => vi.unstubAllGlobals());

describe('ReportRoute', () => {
  it('shows a pending report with progress, then the KPIs once a ticket event refreshes it', async () => {
    let state = 'processing';
    stubApi(() => state);
    const client = renderReport();
    const status = await screen.findByRole('status', { name: 'Report status' });
    await vi.waitFor(() => expect(status).toHaveTextContent('pending · processing'));
    expect(screen.getByRole('progressbar', { name: 'Report progress' })).toHaveAttribute(
      'aria-valuetext',
      'Computing',
    );
    expect(screen.queryByRole('list', { name: 'Key figures' })).toBeNull();

    // What the app shell's SSE listener does when the BFF pushes a ticket change.
    state = 'completed';
    await act(() => client.invalidateQueries({ queryKey: ['tickets'] }));
    await vi.waitFor(() => expect(status).toHaveTextContent('ready'));
    const figures = await screen.findByRole('list', { name: 'Key figures' });
    expect(within(figures).getByText('Open rate').nextSibling).toHaveTextContent(/33[.,]3\s?%/);
    expect(screen.getByRole('link', { name: 'Events CSV' })).toHaveAttribute(
      'href',
      '/api/reports/rep-1/download?format=csv',
    );
    expect(screen.getByText('No opens or clicks in this period')).toBeInTheDocument();
  });

  it('says why when the ticket failed', async () => {
    stubApi(() => 'failed');
    renderReport();
    expect(await screen.findByText('The report failed: report failed')).toBeInTheDocument();
  });
});
