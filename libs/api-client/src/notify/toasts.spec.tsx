/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { notify, Toasts } from './index';

// Whether react-toastify was loaded is module state: the first test runs before any toast.
let container: HTMLDivElement;
let root: Root;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

async function settle(): Promise<void> {
  // The dynamic import, then React's commits.
  for (let i = 0; i < 5; i += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe('Toasts and notify', () => {
  it('renders nothing until a toast is asked for', async () => {
    act(() => root.render(<Toasts />));
    await settle();
    expect(container.innerHTML).toBe('');
  });

  it('keeps a toast asked for before the container was rendered', async () => {
    notify.error('Could not reach the shop server.');
    act(() => root.render(<Toasts />));
    await settle();
    expect(container.querySelector('.Toastify')).not.toBeNull();
    expect(container.textContent).toContain('Could not reach the shop server.');
  });

  it('shows a toast in a mounted container', async () => {
    act(() => root.render(<Toasts />));
    await settle();
    act(() => notify.success('Saved!'));
    await settle();
    expect(container.textContent).toContain('Saved!');
  });

  it('shows a message with the same toastId once', async () => {
    act(() => root.render(<Toasts />));
    notify.error('Twice?', { toastId: 'same' });
    await settle();
    notify.error('Twice?', { toastId: 'same' });
    await settle();
    expect(container.textContent?.match(/Twice\?/g)).toHaveLength(1);
  });
});
