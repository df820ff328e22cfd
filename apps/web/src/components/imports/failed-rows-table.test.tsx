import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FailedRowsTable } from './failed-rows-table';

const rows = Array.from({ length: 30 }, (_, i) => ({ line: i + 2, status: 400, message: `bad ${i + 2}` }));

describe('FailedRowsTable', () => {
  it('pages in the browser when asked, the line and status first', async () => {
    render(
      <FailedRowsTable
        caption="Failed rows"
        rows={[{ line: undefined, status: 502, message: 'down' }, ...rows]}
        paged
      />,
    );
    const table = screen.getByRole('table', { name: 'Failed rows' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Line', 'Status', 'Error']);
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/^—502down$/);
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(within(table).getAllByRole('row')).toHaveLength(7);
  });

  it('shows every row, with its own wording and without the status when told', () => {
    render(
      <FailedRowsTable
        caption="Failed rows of the import"
        rows={rows}
        showStatus={false}
        messageLabel="Reason"
      />,
    );
    const table = screen.getByRole('table', { name: 'Failed rows of the import' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Line', 'Reason']);
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});
