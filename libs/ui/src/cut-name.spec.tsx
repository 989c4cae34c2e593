/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { CutName } from './cut-name';

describe('CutName', () => {
  it('shows the spec’s cut, the whole name in its title and for screen readers', () => {
    const { container } = render(<CutName name="Samsung Galaxy Watch6 Classic" max={10} />);
    const name = container.firstElementChild as HTMLElement;
    expect(name.getAttribute('title')).toBe('Samsung Galaxy Watch6 Classic');
    const cut = name.querySelector('.cut-name__cut')!;
    expect(cut.textContent).toBe('Samsung Ga..');
    expect(cut.getAttribute('aria-hidden')).toBe('true');
    expect(name.querySelector('.cut-name__full')!.textContent).toBe('Samsung Galaxy Watch6 Classic');
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

  it('a short name as it is, nothing more', () => {
    const { container } = render(<CutName name="Kettle" max={10} focusable />);
    const name = container.firstElementChild as HTMLElement;
    expect(name.textContent).toBe('Kettle');
    expect([name.hasAttribute('title'), name.hasAttribute('tabindex')]).toEqual([false, false]);
  });
});
