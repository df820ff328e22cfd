import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTicketEvents } from './use-ticket-events';

class FakeEventSource {
  static last: FakeEventSource | undefined;
  listeners = new Map<string, () => void>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  removeEventListener(type: string) {
    this.listeners.delete(type);
  }
  close() {
    this.closed = true;
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('useTicketEvents', () => {
  it('refreshes the tickets queries on a ticket event and closes the stream on unmount', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { unmount } = renderHook(() => useTicketEvents(), { wrapper });
    const source = FakeEventSource.last!;
    expect(source.url).toBe('/api/events');
    expect(invalidate).not.toHaveBeenCalled();

    source.listeners.get('ticket')!();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['tickets'] });

    unmount();
    expect(source.closed).toBe(true);
  });
});
