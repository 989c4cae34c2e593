import { act, fireEvent, render, screen } from '@testing-library/react';
import { Carousel } from './carousel';

const ITEMS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];

function setViewport(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

function renderCarousel() {
  render(
    <Carousel
      items={ITEMS}
      label="Best sellers"
      getKey={(item) => item}
      slideTestId="slide"
      renderSlide={(item) => <a href={`/product/${item}`}>{item}</a>}
    />,
  );
  return screen.getByRole('region', { name: 'Best sellers' });
}

const index = (root: HTMLElement) => Number(root.getAttribute('data-index'));
/** The slides a person can reach (the others are inert), left to right. */
const shown = () =>
  screen
    .getAllByTestId('slide')
    .filter((slide) => !slide.hasAttribute('inert'))
    .map((slide) => slide.textContent)
    .join('');
/** Lets time pass in 100 ms slices, so React runs its effects between timers as a browser would. */
const advance = (ms: number) => {
  for (let left = ms; left > 0; left -= 100) {
    act(() => {
      jest.advanceTimersByTime(Math.min(100, left));
    });
  }
};

beforeEach(() => {
  jest.useFakeTimers();
  setViewport(1280);
});

afterEach(() => {
  jest.useRealTimers();
});

describe('Carousel', () => {
  it('shows 4 slides at 1280 px, each a quarter of the width, with copies on both ends', () => {
    const root = renderCarousel();
    expect(root.getAttribute('data-visible')).toBe('4');
    expect(screen.getAllByTestId('slide')).toHaveLength(8 + 4 + 4);
    expect(screen.getAllByTestId('slide')[0].style.flexBasis).toBe('25%');
    expect(shown()).toBe('ABCD');
  });

  it.each([
    [1024, 4],
    [1023, 3],
    [900, 3],
    [600, 3],
    [599, 1],
    [400, 1],
  ])('shows %i px → %i slides, each 1/n of the width', (width, visible) => {
    setViewport(width);
    const root = renderCarousel();
    expect(root.getAttribute('data-visible')).toBe(String(visible));
    expect(shown()).toBe(ITEMS.slice(0, visible).join(''));
    const basis = parseFloat(screen.getAllByTestId('slide')[0].style.flexBasis);
    expect(basis).toBeCloseTo(100 / visible, 5);
  });

  it('follows the viewport when it is resized, keeping the first item', () => {
    const root = renderCarousel();
    advance(1000 + 400);
    expect(shown()).toBe('BCDE');
    setViewport(900);
    expect(root.getAttribute('data-visible')).toBe('3');
    expect(shown()).toBe('BCD');
    setViewport(400);
    expect(shown()).toBe('B');
  });

  it('moves one slide every 1000 ms, in 300 ms', () => {
    const root = renderCarousel();
    const track = root.querySelector('.carousel__track') as HTMLElement;
    advance(999);
    expect(index(root)).toBe(0);
    advance(1);
    expect(index(root)).toBe(1);
    expect(track.style.transition).toBe('transform 300ms ease');
    expect(track.style.transform).toBe('translateX(-125%)'); // position 5 of the track × 25 %
    advance(1000);
    expect(index(root)).toBe(2);
  });

  it('loops forever: after the last item comes the first, without running backwards', () => {
    const root = renderCarousel();
    const track = root.querySelector('.carousel__track') as HTMLElement;
    advance(7000 + 400);
    expect(index(root)).toBe(7);
    expect(shown()).toBe('HABC');
    advance(600); // the 8th step lands on the copies after the end…
    expect(track.style.transform).toBe('translateX(-300%)');
    advance(400); // …then jumps to the real first slides, unanimated, showing the same thing
    expect(index(root)).toBe(0);
    expect(track.style.transform).toBe('translateX(-100%)');
    expect(track.style.transition).toBe('none');
    expect(shown()).toBe('ABCD');
  });

  it('goes back from the first item to the last with Previous, and on with Next', () => {
    const root = renderCarousel();
    fireEvent.mouseEnter(root); // pause autoplay
    fireEvent.click(screen.getByRole('button', { name: 'Previous best sellers' }));
    advance(400);
    expect(index(root)).toBe(7);
    expect(shown()).toBe('HABC');
    fireEvent.click(screen.getByRole('button', { name: 'Next best sellers' }));
    advance(400);
    expect(index(root)).toBe(0);
  });

  it('pauses while hovered or while a slide has focus, and with Pause', () => {
    const root = renderCarousel();
    fireEvent.mouseEnter(root);
    advance(3000);
    expect(index(root)).toBe(0);
    fireEvent.mouseLeave(root);
    advance(1000);
    expect(index(root)).toBe(1);

    const slideB = screen
      .getAllByTestId('slide')
      .find((slide) => !slide.hasAttribute('inert') && slide.textContent === 'B')!;
    const link = slideB.querySelector('a')!;
    act(() => link.focus());
    advance(3000);
    expect(index(root)).toBe(1);
    act(() => link.blur());
    advance(1000);
    expect(index(root)).toBe(2);

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    advance(3000);
    expect(index(root)).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    advance(1000);
    expect(index(root)).toBe(3);
  });

  it('does not loop or autoplay when every item fits', () => {
    render(
      <Carousel
        items={['A', 'B']}
        label="Few"
        getKey={(item) => item}
        slideTestId="slide"
        renderSlide={(item) => <span>{item}</span>}
      />,
    );
    expect(screen.getAllByTestId('slide')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Next few' })).toBeNull();
  });
});
