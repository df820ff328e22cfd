import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MasterFilterForm } from './master-filter-form';
import { emptyFilters, filtersFromParams, filtersToParams, type MasterFilters } from './master-filters';
import { allowedActions } from './master-state';

const local = (y: number, mo: number, d: number, h: number, mi: number) =>
  new Date(y, mo - 1, d, h, mi).toISOString();

describe('master filters ⇄ URL', () => {
  it('writes every filter as GET /v2/masters takes it, dropping the page and keeping the page size', () => {
    const filters: MasterFilters = {
      keyword: 'sale',
      campaign: 'spring',
      subscription: 'Newsletter',
      triggered: 'no',
      states: ['enabled', 'paused'],
      scheduleStart: '2026-06-01T09:00:00.000Z',
      scheduleEnd: '2026-06-08T09:00:00.000Z',
      ids: ['101', '102'],
      archived: 'all',
    };
    const params = filtersToParams(filters, new URLSearchParams('limit=50&offset=100&keyword=old'));
    expect(params.toString()).toBe(
      'limit=50&keyword=sale&campaign=spring&subscription=Newsletter&triggered=false&state=enabled%2Cpaused' +
        '&schedulePeriod=2026-06-01T09%3A00%3A00.000Z%2F2026-06-08T09%3A00%3A00.000Z&id=101&id=102&archived=all',
    );
    expect(filtersFromParams(params)).toEqual(filters);
  });

  it('closes an open-ended window with bounds no delivery reaches, and reads them back as open', () => {
    const onlyStart = filtersToParams(
      { ...emptyFilters, scheduleStart: '2026-06-01T09:00:00.000Z' },
      new URLSearchParams(),
    );
    expect(onlyStart.get('schedulePeriod')).toBe('2026-06-01T09:00:00.000Z/9999-12-31T23:59:59.999Z');
    expect(filtersFromParams(onlyStart)).toMatchObject({
      scheduleStart: '2026-06-01T09:00:00.000Z',
      scheduleEnd: '',
    });
    const onlyEnd = filtersToParams(
      { ...emptyFilters, scheduleEnd: '2026-06-01T09:00:00.000Z' },
      new URLSearchParams(),
    );
    expect(onlyEnd.get('schedulePeriod')).toBe('1970-01-01T00:00:00.000Z/2026-06-01T09:00:00.000Z');
    expect(filtersToParams(emptyFilters, new URLSearchParams('limit=10')).toString()).toBe('limit=10');
  });

  it('drops what the service would reject instead of sending it', () => {
    const f = filtersFromParams(
      new URLSearchParams(
        'state=enabled,bogus&id=12&id=abc&triggered=maybe&archived=x&schedulePeriod=nonsense',
      ),
    );
    expect(f).toEqual({ ...emptyFilters, states: ['enabled'], ids: ['12'] });
  });
});

describe('master filter form', () => {
  it('turns the window into ISO times and the id list into ids', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    render(
      <MasterFilterForm initial={emptyFilters} divisions={['Newsletter', 'Offers']} onApply={onApply} />,
    );
    await user.type(screen.getByLabelText('Keyword'), ' sale ');
    await user.selectOptions(screen.getByLabelText('Division'), 'Offers');
    await user.selectOptions(screen.getByLabelText('Triggered'), 'yes');
    await user.click(screen.getByLabelText('halted'));
    await user.click(screen.getByLabelText('disabled'));
    fireEvent.change(screen.getByLabelText('Next delivery from'), { target: { value: '2026-06-01T09:30' } });
    fireEvent.change(screen.getByLabelText('Next delivery before'), {
      target: { value: '2026-06-02T18:00' },
    });
    await user.type(screen.getByLabelText('Ids'), '7, 8 ,7');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onApply).toHaveBeenCalledWith({
      ...emptyFilters,
      keyword: 'sale',
      subscription: 'Offers',
      triggered: 'yes',
      states: ['disabled', 'halted'],
      scheduleStart: local(2026, 6, 1, 9, 30),
      scheduleEnd: local(2026, 6, 2, 18, 0),
      ids: ['7', '8'],
    });
  });

  it('refuses ids that are not digits and a window that ends before it starts', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    render(<MasterFilterForm initial={emptyFilters} divisions={[]} onApply={onApply} />);
    await user.type(screen.getByLabelText('Ids'), '12, x9');
    fireEvent.change(screen.getByLabelText('Next delivery from'), { target: { value: '2026-06-02T09:00' } });
    fireEvent.change(screen.getByLabelText('Next delivery before'), {
      target: { value: '2026-06-01T09:00' },
    });
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Ids')).toHaveAccessibleDescription(/x9 is not one/);
    expect(screen.getByLabelText('Next delivery before')).toHaveAccessibleDescription(/end after it starts/);
  });

  it('shows the URL filters it starts from', () => {
    const initial = filtersFromParams(
      new URLSearchParams(
        `state=paused&id=3&id=4&subscription=Gone&schedulePeriod=${local(2026, 1, 2, 3, 4)}/P1D`,
      ),
    );
    render(<MasterFilterForm initial={initial} divisions={['Newsletter']} onApply={vi.fn()} />);
    expect(screen.getByLabelText('paused')).toBeChecked();
    expect(screen.getByLabelText('enabled')).not.toBeChecked();
    expect(screen.getByLabelText('Ids')).toHaveValue('3, 4');
    expect(screen.getByLabelText('Division')).toHaveValue('Gone');
  });
});

describe('allowed actions', () => {
  it('follows the state machine, offering only changes', () => {
    expect(allowedActions({ status: 'disabled', archived: false })).toEqual(['enable', 'archive']);
    expect(allowedActions({ status: 'enabled', archived: false })).toEqual(['disable']);
    expect(allowedActions({ status: 'halted', archived: false })).toEqual(['disable']);
    expect(allowedActions({ status: 'delivered', archived: false })).toEqual(['archive']);
    expect(allowedActions({ status: 'deleted', archived: false })).toEqual([]);
    expect(allowedActions({ status: 'disabled', archived: true })).toEqual([]);
  });
});
