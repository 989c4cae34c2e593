/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { CutName, tooltipPlace } from './cut-name';

describe('CutName', () => {
  it('shows the spec’s cut, the whole name in its title and for screen readers', () => {
    const { container } = render(<CutName name="Samsung Galaxy Watch6 Classic" max={10} />);
    const name = container.firstElementChild as HTMLElement;
    expect(name.getAttribute('title')).toBe('Samsung Galaxy Watch6 Classic');
    const cut = name.querySelector('.cut-name__cut')!;
    expect(cut.textContent).toBe('Samsung Ga..');
    expect(cut.getAttribute('aria-hidden')).toBe('true');
    expect(name.querySelector('.cut-name__full')!.textContent).toBe(
      'Samsung Galaxy Watch6 Classic',
    );
    // What a reader reads: the whole name, once.
    expect(screen.getByText('Samsung Galaxy Watch6 Classic').closest('[aria-hidden]')).toBeNull();
    expect(name.hasAttribute('tabindex')).toBe(false);
  });

  it('two names with the same cut stay apart for readers and on hover', () => {
    render(
      <>
        <CutName name="Samsung Galaxy S24 Ultra" max={10} />
        <CutName name="Samsung Galaxy Watch6 Classic" max={10} />
      </>,
    );
    expect(screen.getByText('Samsung Galaxy S24 Ultra')).toBeTruthy();
    expect(screen.getByTitle('Samsung Galaxy S24 Ultra')).not.toBe(
      screen.getByTitle('Samsung Galaxy Watch6 Classic'),
    );
  });

  it('is reachable by the keyboard when asked (outside a link or button)', () => {
    const { container } = render(<CutName name="Xiaomi Redmi Buds 5 Pro" max={15} focusable />);
    expect((container.firstElementChild as HTMLElement).tabIndex).toBe(0);
  });

  it('shows the whole name in place when open', () => {
    const { container } = render(<CutName name="Xiaomi Redmi Buds 5 Pro" max={15} open />);
    expect(container.firstElementChild!.className).toBe('cut-name cut-name--open');
  });

  it('keeps its tooltip inside the window: towards the left when the name is near the right edge', () => {
    // Wide room on the right: from the name's start, at most 22em or the room.
    expect(tooltipPlace({ left: 20, right: 120 }, 1280)).toEqual({ maxWidth: 'min(22em, 1252px)' });
    // A phone, the name at the right (the payment page's title beside the picture).
    expect(tooltipPlace({ left: 173, right: 353 }, 390)).toEqual({
      left: 'auto',
      right: 0,
      maxWidth: 'min(22em, 345px)',
    });
    // Little room either side: the larger one.
    expect(tooltipPlace({ left: 150, right: 200 }, 390)).toEqual({ maxWidth: 'min(22em, 232px)' });
  });

  it('measures where the tooltip fits when hovered or focused', () => {
    const { container } = render(<CutName name="Xiaomi Redmi Watch 3 Active" max={15} focusable />);
    const name = container.firstElementChild as HTMLElement;
    name.getBoundingClientRect = () => ({ left: 300, right: 380 }) as DOMRect;
    Object.defineProperty(document.documentElement, 'clientWidth', {
      configurable: true,
      value: 390,
    });
    fireEvent.focus(name);
    const tooltip = name.querySelector('.cut-name__full') as HTMLElement;
    expect([tooltip.style.left, tooltip.style.right, tooltip.style.maxWidth]).toEqual([
      'auto',
      '0px',
      'min(22em, 372px)',
    ]);
  });

  it('a short name as it is, nothing more', () => {
    const { container } = render(<CutName name="Kettle" max={10} focusable />);
    const name = container.firstElementChild as HTMLElement;
    expect(name.textContent).toBe('Kettle');
    expect([name.hasAttribute('title'), name.hasAttribute('tabindex')]).toEqual([false, false]);
  });
});
