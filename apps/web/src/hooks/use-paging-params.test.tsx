import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { usePagingParams } from './use-paging-params';

function renderAt(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ paging: usePagingParams(), location: useLocation() }), { wrapper });
}

describe('usePagingParams', () => {
  it('reads limit and offset from the URL, with defaults', () => {
    expect(renderAt('/lists').result.current.paging).toMatchObject({ limit: 25, offset: 0 });
    expect(renderAt('/lists?limit=50&offset=100').result.current.paging).toMatchObject({
      limit: 50,
      offset: 100,
    });
  });

  it('corrects values the service would reject instead of sending them', () => {
    expect(renderAt('/lists?limit=500&offset=-3').result.current.paging).toMatchObject({
      limit: 100,
      offset: 0,
    });
    expect(renderAt('/lists?limit=0&offset=abc').result.current.paging).toMatchObject({
      limit: 1,
      offset: 0,
    });
  });

  it('writes the page into the URL, keeping other parameters', () => {
    const { result } = renderAt('/lists?archived=all');
    act(() => result.current.paging.setOffset(25));
    expect(result.current.location.search).toBe('?archived=all&offset=25');
    expect(result.current.paging.offset).toBe(25);
  });

  it('goes back to the first page when the page size changes, and drops defaults from the URL', () => {
    const { result } = renderAt('/lists?limit=10&offset=30');
    act(() => result.current.paging.setLimit(25));
    expect(result.current.location.search).toBe('');
    act(() => result.current.paging.setLimit(50));
    expect(result.current.location.search).toBe('?limit=50');
  });
});
