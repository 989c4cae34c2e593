import {
  firstItemAt,
  loopTrack,
  settledPosition,
  slidesToShow,
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_SPEED_MS,
} from './carousel';

describe('slidesToShow (spec §9: 4; 3 below 1024 px; 1 below 600 px)', () => {
  it.each([
    [1920, 4],
    [1280, 4],
    [1024, 4],
    [1023, 3],
    [900, 3],
    [600, 3],
    [599, 1],
    [400, 1],
    [360, 1],
  ])('%i px → %i', (width, expected) => {
    expect(slidesToShow(width)).toBe(expected);
  });

  it('keeps the spec’s timings', () => {
    expect(CAROUSEL_AUTOPLAY_MS).toBe(1000);
    expect(CAROUSEL_SPEED_MS).toBe(300);
  });
});

describe('loopTrack', () => {
  it('puts copies of the last items first and of the first items last', () => {
    const track = loopTrack(['a', 'b', 'c', 'd', 'e'], 2);
    expect(track.map((s) => s.item).join('')).toBe('deabcdeab');
    expect(track.map((s) => (s.clone ? 'c' : 'r')).join('')).toBe('ccrrrrrcc');
  });

  it('never copies more items than there are', () => {
    expect(loopTrack(['a', 'b'], 4).map((s) => s.item)).toEqual(['a', 'b', 'a', 'b', 'a', 'b']);
    expect(loopTrack([], 4)).toEqual([]);
  });
});

describe('settledPosition and firstItemAt (8 items, 4 copies on each end)', () => {
  const n = 8;
  const c = 4;
  it('leaves positions on real items alone', () => {
    for (let p = c; p < c + n; p += 1) expect(settledPosition(p, n, c)).toBe(p);
  });

  it('maps the copies after the end to the first items (next from the last wraps forwards)', () => {
    expect(settledPosition(c + n, n, c)).toBe(c);
    expect(firstItemAt(c + n, n, c)).toBe(0);
    expect(settledPosition(c + n + 1, n, c)).toBe(c + 1);
  });

  it('maps the copies before the start to the last items (previous from the first wraps back)', () => {
    expect(settledPosition(c - 1, n, c)).toBe(c + n - 1);
    expect(firstItemAt(c - 1, n, c)).toBe(7);
    expect(settledPosition(0, n, c)).toBe(c + n - c);
  });
});
