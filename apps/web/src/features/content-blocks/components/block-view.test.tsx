import type { ContentBlock } from '@mailroom/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BlockView } from './block-view';

const block: ContentBlock = {
  id: '7',
  name: 'promo',
  lastUpdate: '2026-01-01T00:00:00Z',
  createdDate: '2026-01-01T00:00:00Z',
  archived: false,
  body: [
    { html: '<p>First <script>alert(1)</script></p>', text: 'First' },
    { html: '', text: 'Only text' },
  ],
};

describe('block view', () => {
  it('renders the HTML in a frame that may run nothing, and shows each part on request', async () => {
    const user = userEvent.setup();
    render(<BlockView block={block} />);
    const frame = screen.getByTitle('Preview of promo');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('<p>First <script>alert(1)</script></p>');

    await user.selectOptions(screen.getByLabelText('Part'), '2 of 2');
    expect(screen.queryByTitle('Preview of promo')).not.toBeInTheDocument();
    expect(screen.getByText('This part has no HTML, only a text version.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Text version' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Only text');
  });
});
