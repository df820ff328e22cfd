import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TicketFilters } from './ticket-filters';
import { readTicketFilters, useTicketFilters, writeTicketFilters } from './use-ticket-filters';

function Harness() {
  const { filters, setFilters } = useTicketFilters();
  const location = useLocation();
  return (
    <>
      <TicketFilters filters={filters} onChange={setFilters} />
      <output aria-label="search">{location.search}</output>
    </>
  );
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Harness />
    </MemoryRouter>,
  );

describe('activity filters in the URL', () => {
  it('reads filters from the URL, dropping values the BFF would refuse', () => {
    expect(readTicketFilters(new URLSearchParams('kind=getTicket&state=failed&mine=true'))).toEqual({
      kind: 'getTicket',
      state: 'failed',
      mine: true,
    });
    expect(readTicketFilters(new URLSearchParams(`state=pending&mine=1&kind=${'x'.repeat(101)}`))).toEqual({
      kind: '',
      state: '',
      mine: false,
    });
  });

  it('writes a changed filter back, back to the first page, leaving defaults out', () => {
    const next = writeTicketFilters(new URLSearchParams('offset=50&limit=10&state=failed'), {
      state: '',
      mine: true,
    });
    expect(next.toString()).toBe('limit=10&mine=true');
  });

  it('shows the URL filters in the form and puts changes into the URL', async () => {
    const user = userEvent.setup();
    renderAt('/activity?state=completed&offset=25');
    expect(screen.getByLabelText('State')).toHaveValue('completed');
    expect(screen.getByLabelText('Only mine')).not.toBeChecked();

    await user.selectOptions(screen.getByLabelText('State'), 'retrying');
    expect(screen.getByLabelText('search')).toHaveTextContent('?state=retrying');

    await user.click(screen.getByLabelText('Only mine'));
    await user.type(screen.getByLabelText('Kind'), 'importTargetListMembers');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByLabelText('search')).toHaveTextContent(
      '?state=retrying&mine=true&kind=importTargetListMembers',
    );
  });
});
