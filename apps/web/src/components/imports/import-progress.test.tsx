import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImportProgress } from './import-progress';

const view = {
  id: 'imp-1',
  kind: 'target-list-members',
  target: 'news',
  user: { id: '1', email: 'a@example.com' },
  state: 'completed',
  error: null,
  totalRows: 5,
  sentRows: 5,
  rejectedRows: 1,
  counts: { completed: 3, failed: 2, ignored: 0 },
  tickets: [],
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};
const failures = {
  id: 'imp-1',
  count: 2,
  failures: [
    { row: 0, status: 502, message: 'the service is down' },
    { row: 4, status: 400, message: 'the id is empty' },
  ],
};

function renderProgress(onDismiss = vi.fn()) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/imports/imp-1') return Promise.resolve(Response.json(view));
      if (url.pathname === '/api/imports/imp-1/failures') return Promise.resolve(Response.json(failures));
      return Promise.resolve(Response.json({}));
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <QueryClientProvider client={queryClient}>
      <ImportProgress
        id="imp-1"
        onDismiss={onDismiss}
        invalidatesWhenDone={['things']}
        summary={(v) => <p>{v.counts.completed} done</p>}
        failuresTable={{ caption: 'Failed rows of the import' }}
      />
    </QueryClientProvider>,
  );
  return { invalidate, onDismiss };
}

describe('ImportProgress', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a finished import with its counts and failed rows, and refreshes what it changed', async () => {
    const { invalidate, onDismiss } = renderProgress();
    const region = await screen.findByRole('region', { name: 'Import completed' });
    expect(within(region).getByRole('progressbar', { name: 'Rows processed' })).toHaveAttribute(
      'aria-valuenow',
      '5',
    );
    expect(within(region).getByText('3 done')).toBeInTheDocument();
    const table = await within(region).findByRole('table', { name: 'Failed rows of the import' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(/^—502the service is down$/);
    expect(rows[2]).toHaveTextContent(/^4400the id is empty$/);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['things'] });
    await userEvent.click(within(region).getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalled();
  });
});
