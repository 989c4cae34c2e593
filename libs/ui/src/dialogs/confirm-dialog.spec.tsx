/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useConfirmDialog } from './confirm-dialog';

function Asker() {
  const [confirm, holder] = useConfirmDialog();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      {holder}
      <button
        type="button"
        onClick={() =>
          void confirm({
            title: 'Are you sure?',
            content: 'Order #A1B2C3 will be cancelled.',
            okText: 'Cancel the order',
            cancelText: 'Keep the order',
            danger: true,
          }).then((yes) => setAnswer(String(yes)))
        }
      >
        Ask
      </button>
      <output>{answer}</output>
    </>
  );
}

describe('useConfirmDialog', () => {
  it('asks in the shop’s dialog and resolves true on the confirming button', async () => {
    render(<Asker />);
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Are you sure?');
    expect(dialog.textContent).toContain('Order #A1B2C3 will be cancelled.');
    const yes = screen.getByRole('button', { name: 'Cancel the order' });
    expect(yes.className).toContain('dangerous');
    fireEvent.click(yes);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('true'));
  });

  it('resolves false when the visitor keeps it, and the safe button has the focus', async () => {
    render(<Asker />);
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    const keep = await screen.findByRole('button', { name: 'Keep the order' });
    await waitFor(() => expect(document.activeElement).toBe(keep));
    fireEvent.click(keep);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('false'));
  });
});
