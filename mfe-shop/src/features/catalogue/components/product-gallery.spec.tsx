import { configureApiClient } from '@shop/api-client';
import type { ProductPhoto } from '@shop/contracts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { swipeStep } from '../hooks/use-swipe';
import { ProductGallery } from './product-gallery';

const PHOTOS: ProductPhoto[] = [
  { url: '/static/products/w.svg', alt: { en: 'Watch, front view', bn: 'ঘড়ি, সামনে থেকে' } },
  { url: '/static/products/w-side.svg', alt: { en: 'Watch, side view', bn: 'ঘড়ি, পাশ থেকে' } },
  { url: '/static/products/w-box.svg', alt: { en: 'Watch, in the box', bn: 'ঘড়ি, বাক্সে' } },
];

const shown = () => screen.getByTestId('gallery-photo').getAttribute('alt');

/** A finger (or mouse) moving from x0 to x1 across the element, as pointer events. */
function swipe(element: Element, x0: number, x1: number, y = 100) {
  fireEvent.pointerDown(element, { clientX: x0, clientY: y, pointerType: 'touch' });
  fireEvent.pointerUp(element, { clientX: x1, clientY: y + 5, pointerType: 'touch' });
  fireEvent.click(element, { clientX: x1, clientY: y + 5 });
}

beforeAll(() => {
  configureApiClient({ apiUrl: 'http://api.test/api' });
  // jsdom has no PointerEvent: a MouseEvent carries the coordinates a finger's would.
  if (typeof window.PointerEvent === 'undefined') {
    (window as { PointerEvent?: unknown }).PointerEvent = class extends MouseEvent {};
  }
});
afterEach(cleanup);

describe('swipeStep', () => {
  it('turns on a sideways move of 40 px or more, not on a tap or a scroll', () => {
    expect(swipeStep({ x: 200, y: 100 }, { x: 150, y: 110 })).toBe(1);
    expect(swipeStep({ x: 200, y: 100 }, { x: 260, y: 90 })).toBe(-1);
    expect(swipeStep({ x: 200, y: 100 }, { x: 170, y: 100 })).toBe(0);
    expect(swipeStep({ x: 200, y: 100 }, { x: 140, y: 200 })).toBe(0);
    expect(swipeStep({ x: 200, y: 100 }, { x: Number.NaN, y: 100 })).toBe(0);
  });
});

describe('ProductGallery', () => {
  it('shows the first photo sized (no layout shift), eager, and a thumbnail per photo', () => {
    render(<ProductGallery name="Watch" photos={PHOTOS} />);
    const photo = screen.getByTestId('gallery-photo');
    expect(photo.getAttribute('alt')).toBe('Watch, front view');
    expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['560', '420']);
    expect(photo.getAttribute('fetchpriority')).toBe('high');
    const thumbs = screen.getAllByRole('button', { name: /^Show photo/ });
    expect(thumbs.map((thumb) => thumb.getAttribute('aria-label'))).toEqual([
      'Show photo 1: Watch, front view',
      'Show photo 2: Watch, side view',
      'Show photo 3: Watch, in the box',
    ]);
    expect(thumbs[0].getAttribute('aria-pressed')).toBe('true');
  });

  it('turns photos by thumbnail, by arrow keys (round the end) and by swipe', () => {
    render(<ProductGallery name="Watch" photos={PHOTOS} />);
    fireEvent.click(screen.getByRole('button', { name: /^Show photo 3/ }));
    expect(shown()).toBe('Watch, in the box');
    expect(screen.getByTestId('gallery-position').textContent).toBe('Photo 3 of 3');
    const main = screen.getByTestId('gallery-photo').closest('button')!;
    fireEvent.keyDown(main, { key: 'ArrowRight' });
    expect(shown()).toBe('Watch, front view');
    fireEvent.keyDown(main, { key: 'ArrowLeft' });
    expect(shown()).toBe('Watch, in the box');
    swipe(main, 300, 100);
    expect(shown()).toBe('Watch, front view');
    swipe(main, 100, 300);
    expect(shown()).toBe('Watch, in the box');
    // A swipe does not also open the zoomable view.
    expect(screen.queryByTestId('zoom')).toBeNull();
  });

  it('a single photo has no thumbnails', () => {
    render(<ProductGallery name="Watch" photos={PHOTOS.slice(0, 1)} />);
    expect(screen.queryAllByRole('button', { name: /^Show photo/ })).toEqual([]);
  });

  it('opens the zoomable view on the photo shown: arrows turn, a click zooms, Escape closes', async () => {
    render(<ProductGallery name="Watch" photos={PHOTOS} />);
    const main = screen.getByTestId('gallery-photo').closest('button')!;
    fireEvent.keyDown(main, { key: 'ArrowRight' });
    fireEvent.click(main);
    const dialog = await screen.findByRole('dialog', { name: 'Photos of Watch' });
    expect(screen.getByTestId('zoom-photo').getAttribute('alt')).toBe('Watch, side view');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Close'));
    expect(document.body.style.overflow).toBe('hidden');

    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(screen.getByTestId('zoom-photo').getAttribute('alt')).toBe('Watch, in the box');
    expect(screen.getByTestId('zoom-position').textContent).toBe('Photo 3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByTestId('zoom-photo').getAttribute('alt')).toBe('Watch, side view');
    swipe(screen.getByTestId('zoom-photo').closest('button')!, 300, 100);
    expect(screen.getByTestId('zoom-photo').getAttribute('alt')).toBe('Watch, in the box');

    fireEvent.click(screen.getByRole('button', { name: 'Zoom in', pressed: false }));
    expect(screen.getByTestId('zoom-photo').style.transform).toBe('scale(2.5)');
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out', pressed: true }));
    expect(screen.getByTestId('zoom-photo').style.transform).toBe('');

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Back on the photo that opened it, which shows the photo last seen.
    expect(document.activeElement).toBe(main);
    expect(shown()).toBe('Watch, in the box');
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps the focus inside the zoomable view', async () => {
    render(<ProductGallery name="Watch" photos={PHOTOS} />);
    fireEvent.click(screen.getByTestId('gallery-photo').closest('button')!);
    const dialog = await screen.findByRole('dialog');
    const buttons = [...dialog.querySelectorAll('button')];
    act(() => buttons[buttons.length - 1].focus());
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(buttons[0]);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(buttons[buttons.length - 1]);
  });
});
