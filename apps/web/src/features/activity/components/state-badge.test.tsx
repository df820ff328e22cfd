import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { badgeTone, StateBadge } from './state-badge';

describe('ticket state badges', () => {
  it('reads every in-flight state as pending and the final ones as themselves', () => {
    expect(['submitting', 'accepted', 'processing', 'retrying'].map(badgeTone)).toEqual([
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
    expect(badgeTone('completed')).toBe('completed');
    expect(badgeTone('failed')).toBe('failed');
    expect(badgeTone('something-new')).toBe('unknown');
  });

  it('says pending with the exact state, and shows a state it does not know as it is', () => {
    const { rerender } = render(<StateBadge state="retrying" />);
    expect(screen.getByText(/pending/)).toHaveTextContent('pending · retrying');
    rerender(<StateBadge state="completed" />);
    expect(screen.getByText('completed')).toBeInTheDocument();
    rerender(<StateBadge state="paused" />);
    expect(screen.getByText('paused')).toBeInTheDocument();
  });
});
