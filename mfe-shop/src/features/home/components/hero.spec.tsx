import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import en from '../../../locales/en.json';
import { graphemes } from '../utils/typewriter';
import { Hero, HERO_TYPED_TEXT, PROMISES } from './hero';

const typed = () => screen.getByTestId('hero-typing').textContent ?? '';
const advance = (ms: number) => {
  for (let left = ms; left > 0; left -= 50) {
    act(() => {
      jest.advanceTimersByTime(Math.min(50, left));
    });
  }
};

function renderHero() {
  render(
    <MemoryRouter>
      <Hero />
    </MemoryRouter>,
  );
}

describe('Hero', () => {
  afterEach(() => jest.useRealTimers());

  it('starts with the whole Bengali line (as the HTML has it), holds it, then types it in 3000 ms', () => {
    jest.useFakeTimers();
    renderHero();
    const characters = graphemes(HERO_TYPED_TEXT);
    expect(typed()).toBe(HERO_TYPED_TEXT);
    advance(1900);
    expect(typed()).toBe(HERO_TYPED_TEXT);
    advance(100);
    expect(typed()).toBe('');
    advance(1500);
    expect(typed()).toBe(characters.slice(0, Math.floor(characters.length / 2)).join(''));
    advance(1400);
    expect(typed().length).toBeLessThan(HERO_TYPED_TEXT.length);
    advance(100);
    expect(typed()).toBe(HERO_TYPED_TEXT);
    advance(1900);
    expect(typed()).toBe(HERO_TYPED_TEXT);
    advance(200);
    expect(typed().length).toBeLessThan(HERO_TYPED_TEXT.length);
  });

  it('keeps the whole line for screen readers and in Bengali', () => {
    renderHero();
    const line = screen.getByTestId('hero-typing').closest('p')!;
    expect(line.getAttribute('lang')).toBe('bn');
    expect(line.querySelector('.visually-hidden')?.textContent).toBe(HERO_TYPED_TEXT);
  });

  it('shows all in full with reduced motion', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('reduce'),
    })) as typeof window.matchMedia;
    try {
      renderHero();
      expect(typed()).toBe(HERO_TYPED_TEXT);
    } finally {
      window.matchMedia = original;
    }
  });

  it("promises the spec's five things and finds it now in /shops", () => {
    renderHero();
    const promises = screen.getByRole('list', { name: 'Our promises' });
    expect(promises.querySelectorAll('li')).toHaveLength(5);
    for (const promise of PROMISES) {
      expect(promises.textContent).toContain(en.home.hero.promises[promise.id]);
      expect(promises.textContent).toContain(promise.bn);
    }
    expect(screen.getByRole('link', { name: 'Find it now' }).getAttribute('href')).toBe('/shops');
    const art = document.querySelector('img.hero__art');
    expect(art?.getAttribute('width')).toBe('420');
    expect(art?.getAttribute('height')).toBe('360');
  });
});
