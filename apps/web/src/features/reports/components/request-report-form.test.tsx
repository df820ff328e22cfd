import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestReportForm } from './request-report-form';

const master = {
  id: '101',
  name: 'Spring sale',
  subscription: 'Newsletter',
  campaign: 'spring',
  keywords: 'sale',
  triggered: false,
  status: 'delivered',
  archived: false,
  nextTimeToDeliver: null,
  lastUpdate: '2026-05-01T09:00:00.000Z',
  createdDate: '2026-05-01T09:00:00.000Z',
};
const ticket = {
  id: 'rep-1',
  state: 'accepted',
  message: 'accepted',
  lastUpdate: '2026-05-02T09:00:00.000Z',
  request: { id: 'r1', time: '2026-05-02T09:00:00.000Z', user: 'demo', uri: '/v2/reports/master-events' },
  events: [],
};

function stubApi() {
  const posts: unknown[] = [];
  const searches: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/v2/reports/master-events') {
        posts.push(JSON.parse(init?.body as string));
        return Promise.resolve(Response.json(ticket, { status: 202 }));
      }
      searches.push(url.searchParams);
      return Promise.resolve(Response.json({ total: 1, offset: 0, limit: 8, count: 1, masters: [master] }));
    }),
  );
  return { posts, searches };
}

function renderForm(canRequest: boolean) {
  const onRequested = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RequestReportForm canRequest={canRequest} onRequested={onRequested} />
    </QueryClientProvider>,
  );
  return onRequested;
}

afterEach(() => vi.unstubAllGlobals());

describe('RequestReportForm', () => {
  it('asks for a master, then sends the chosen master, period and event lists', async () => {
    const { posts, searches } = stubApi();
    const onRequested = renderForm(true);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Request report' }));
    expect(screen.getByText('Pick the master to report on.')).toBeInTheDocument();
    expect(posts).toEqual([]);

    await user.click(await screen.findByRole('radio', { name: /Spring sale/ }));
    await user.selectOptions(screen.getByLabelText('Period'), 'Last 3 days');
    await user.click(screen.getByRole('checkbox', { name: 'Clicks' }));
    await user.click(screen.getByRole('checkbox', { name: 'Bounces' }));
    await user.click(screen.getByRole('button', { name: 'Request report' }));

    await vi.waitFor(() => expect(onRequested).toHaveBeenCalledWith('rep-1'));
    expect(posts).toEqual([
      {
        filters: {
          masterId: '101',
          period: 'P3D',
          opens: true,
          clicks: false,
          bounces: true,
          unsubscribes: false,
        },
      },
    ]);
    // The picker starts with delivered masters, the ones a report has something to say about.
    expect(searches[0]?.get('state')).toBe('delivered');
  });

  it('searches by id when digits are typed, and by keyword otherwise', async () => {
    const { searches } = stubApi();
    renderForm(true);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search masters'), '101');
    await vi.waitFor(() => expect(searches.some((s) => s.get('id') === '101')).toBe(true));
    await user.clear(screen.getByLabelText('Search masters'));
    await user.type(screen.getByLabelText('Search masters'), 'sale');
    await vi.waitFor(() => expect(searches.some((s) => s.get('keyword') === 'sale')).toBe(true));
  });

  it('names a reversed custom range instead of sending it', async () => {
    const { posts } = stubApi();
    renderForm(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Spring sale/ }));
    await user.selectOptions(screen.getByLabelText('Period'), 'Custom dates');
    await user.type(screen.getByLabelText('From'), '2026-06-05');
    await user.type(screen.getByLabelText('To (included)'), '2026-06-01');
    await user.click(screen.getByRole('button', { name: 'Request report' }));
    expect(screen.getByText('The last day must not be before the first day.')).toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it('shows a viewer the form disabled, with the reason', async () => {
    stubApi();
    renderForm(false);
    expect(screen.getByRole('button', { name: 'Request report' })).toBeDisabled();
    expect(screen.getByLabelText('Search masters')).toBeDisabled();
    expect(screen.getByText(/needs the editor role/)).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Spring sale/ })).toBeDisabled();
  });
});
