import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import MastersRoute from './masters';

const company = {
  name: 'Demo',
  divisions: [{ name: 'Newsletter', description: '' }],
  fromAddresses: [],
  replyToAddresses: [],
  encodings: ['UTF-8'],
  settings: { defaultEncoding: 'UTF-8', timezone: 'UTC', ticketRetentionDays: 30, reportRetentionDays: 30 },
};
const master = {
  id: '101',
  name: 'Spring sale',
  subscription: 'Newsletter',
  campaign: 'spring',
  keywords: 'sale',
  triggered: false,
  status: 'enabled',
  archived: false,
  nextTimeToDeliver: '2026-06-01T09:00:00.000Z',
  lastUpdate: '2026-05-01T09:00:00.000Z',
  createdDate: '2026-05-01T09:00:00.000Z',
};

function stubApi() {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/v2/company') return Promise.resolve(Response.json(company));
      urls.push(url);
      const masters = url.searchParams.get('keyword') === 'none' ? [] : [master];
      return Promise.resolve(
        Response.json({ total: masters.length, offset: 0, limit: 25, count: masters.length, masters }),
      );
    }),
  );
  return urls;
}

function Search() {
  return <output aria-label="search">{useLocation().search}</output>;
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/masters"
            element={
              <>
                <MastersRoute />
                <Search />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('masters screen', () => {
  it('sends the URL filters to the service and applies new ones through the URL', async () => {
    const urls = stubApi();
    const user = userEvent.setup();
    renderAt('/masters?state=enabled&id=101&offset=25');
    expect(await screen.findByRole('link', { name: 'Spring sale' })).toBeInTheDocument();
    expect(urls[0]?.search).toBe('?limit=25&offset=25&state=enabled&id=101');

    // The division options come from GET /v2/company.
    await screen.findByRole('option', { name: 'Newsletter' });
    await user.selectOptions(screen.getByLabelText('Division'), 'Newsletter');
    await user.type(screen.getByLabelText('Keyword'), 'none');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('No masters match these filters')).toBeInTheDocument();
    expect(screen.getByLabelText('search')).toHaveTextContent(
      '?keyword=none&subscription=Newsletter&state=enabled&id=101',
    );
    expect(urls.at(-1)?.search).toBe(
      '?limit=25&offset=0&keyword=none&subscription=Newsletter&state=enabled&id=101',
    );
  });
});
