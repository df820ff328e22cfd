import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/ui/toast';
import DatasetRoute from './dataset';

const schema = {
  name: 'stores',
  view: 'schema',
  primaryKey: ['country', 'storeId'],
  columns: [
    { name: 'country', type: 'String', length: 2, nullable: false },
    { name: 'storeId', type: 'String', length: 10, nullable: false },
    { name: 'staff', type: 'Number', nullable: true },
  ],
};
const record = { country: 'FR', storeId: '001', staff: 40 };

function stubApi(role: 'viewer' | 'editor') {
  const recordQueries: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/session')
        return Promise.resolve(
          Response.json({
            user: { id: '1', email: 'a@example.com', role, disabled: false, createdAt: '', updatedAt: '' },
            csrfToken: 't',
            expiresAt: '2099-01-01T00:00:00Z',
          }),
        );
      if (url.pathname === '/api/v2/reference-data/stores')
        return Promise.resolve(
          Response.json(
            url.searchParams.get('view') === 'schema'
              ? schema
              : {
                  name: 'stores',
                  recordCount: 1,
                  primaryKey: schema.primaryKey,
                  lastUpdate: '2026-01-01T00:00:00Z',
                },
          ),
        );
      if (url.pathname === '/api/v2/reference-data/stores/records/FR%7C001')
        return Promise.resolve(Response.json(record));
      recordQueries.push(url.searchParams);
      return Promise.resolve(
        Response.json({
          total: 1,
          offset: 0,
          limit: 25,
          count: 1,
          dataset: 'stores',
          uniqueKey: schema.primaryKey,
          records: [record],
        }),
      );
    }),
  );
  return recordQueries;
}

function Search() {
  return <output aria-label="search">{useLocation().search}</output>;
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path="/reference-data/:dataset"
              element={
                <>
                  <DatasetRoute />
                  <Search />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

// jsdom has no modal dialogs yet; the console's Dialog needs only open state from them.
beforeAll(() => {
  if (!('showModal' in HTMLDialogElement.prototype))
    Object.assign(HTMLDialogElement.prototype, {
      showModal(this: HTMLDialogElement) {
        this.setAttribute('open', '');
      },
      close(this: HTMLDialogElement) {
        this.removeAttribute('open');
      },
    });
});

afterEach(() => vi.unstubAllGlobals());

describe('dataset screen', () => {
  it('sends the column filters of the URL, ignores other parameters, and applies new ones through the URL', async () => {
    const queries = stubApi('editor');
    const user = userEvent.setup();
    renderAt('/reference-data/stores?country=FR&country=DE&bogus=1&offset=25');
    expect(await screen.findByRole('cell', { name: '001' }, { timeout: 5000 })).toBeInTheDocument();
    expect(queries[0]?.getAll('country')).toEqual(['FR', 'DE']);
    expect(queries[0]?.has('bogus')).toBe(false);
    expect(queries[0]?.get('offset')).toBe('25');
    expect(screen.getByRole('list', { name: 'Active filters' })).toHaveTextContent('country = DE');

    const form = screen.getByRole('search', { name: 'Filter records' });
    await user.type(within(form).getByLabelText('staff'), '40');
    await user.click(within(form).getByRole('button', { name: 'Apply filters' }));
    // A new filter starts again from the first page; the two countries from the link are kept.
    expect(screen.getByLabelText('search')).toHaveTextContent('?bogus=1&country=FR&country=DE&staff=40');

    await user.click(screen.getByRole('button', { name: 'Remove filter country = FR' }));
    expect(screen.getByLabelText('search')).toHaveTextContent('?bogus=1&country=DE&staff=40');
  });

  it('checks an edit against the column types before sending it', async () => {
    stubApi('editor');
    const user = userEvent.setup();
    renderAt('/reference-data/stores');
    await user.click(await screen.findByRole('button', { name: 'Edit record FR|001' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit record FR|001' });
    const staff = await within(dialog).findByLabelText('staff');
    await user.clear(staff);
    await user.type(staff, 'forty');
    await user.click(within(dialog).getByRole('button', { name: 'Save record' }));
    expect(within(dialog).getByText('Enter a number, like 42 or 3.5.')).toBeInTheDocument();
    expect(staff).toHaveAttribute('aria-invalid', 'true');
    expect(staff).toHaveFocus();
    const puts = vi.mocked(fetch).mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts).toHaveLength(0);
  });

  it('leaves a viewer the records to read but no way to change them', async () => {
    stubApi('viewer');
    renderAt('/reference-data/stores');
    expect(await screen.findByRole('cell', { name: '001' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText(/changing them needs the editor role/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add record' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Edit record/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete record/ })).not.toBeInTheDocument();
  });
});
