import type { Review } from '@shop/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { apiError, fakeApi, json, storeWith } from '@shop/tools/jest/fake-api';
import { ReviewsPage } from './reviews-page';

const review = (n: number, retting: number): Review => ({
  _id: `665f2e00000000000000000${n}`,
  name: `Reviewer ${n}`,
  img: `/static/avatars/reviewer-${n}.svg`,
  retting,
  review: `Review number ${n}`,
});

// As the API answers: newest first.
const REVIEWS = [review(3, 5), review(2, 3.5), review(1, 0)];

function renderPage() {
  render(
    <Provider store={storeWith('anonymous')}>
      <MemoryRouter>
        <ReviewsPage />
      </MemoryRouter>
    </Provider>,
  );
}

describe('ReviewsPage', () => {
  // Unmount before the shared setup resets the test store, so no update lands outside act().
  afterEach(cleanup);

  it("shows the spec's heading and one card per review, in the API's (newest first) order", async () => {
    fakeApi({ 'GET /review': () => json(200, REVIEWS) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('What our customer say');
    const cards = await screen.findAllByTestId('review-card');
    expect(cards.map((c) => c.textContent?.includes('Reviewer') && c.textContent)).toHaveLength(3);
    expect(cards.map((c) => within(c).getByText(/^Reviewer/).textContent)).toEqual([
      'Reviewer 3',
      'Reviewer 2',
      'Reviewer 1',
    ]);
    expect(cards[0].textContent).toContain('Review number 3');
    const avatar = within(cards[0]).getByRole('img', { name: 'Photo of Reviewer 3' });
    expect(avatar.getAttribute('src')).toBe('http://api.test/static/avatars/reviewer-3.svg');
    expect(avatar.getAttribute('loading')).toBe('lazy');
    expect(avatar.getAttribute('width')).toBe('56');
    expect(
      cards.map((c) =>
        within(c)
          .getByRole('img', { name: /^Rated/ })
          .getAttribute('aria-label'),
      ),
    ).toEqual(['Rated 5 out of 5', 'Rated 3.5 out of 5', 'Rated 0 out of 5']);
    const stars = cards[1].querySelectorAll('.rating-stars__star');
    expect(Array.from(stars, (s) => s.className.split('--')[1])).toEqual([
      'full',
      'full',
      'full',
      'half',
      'empty',
    ]);
  });

  it('marks the reviews of verified purchases', async () => {
    const photo = '/uploads/images/0123456789abcdef0123456789abcdef-800.webp';
    fakeApi({
      'GET /review': () =>
        json(200, [
          {
            ...review(5, 4),
            img: photo,
            partId: '665f1e000000000000000001',
            verifiedPurchase: true,
          },
          { ...review(4, 5), verifiedPurchase: false },
        ]),
    });
    renderPage();
    const [verified, other] = await screen.findAllByTestId('review-card');
    expect(within(verified).getByText('Verified purchase')).toBeTruthy();
    expect(within(other).queryByText('Verified purchase')).toBeNull();
    const avatar = within(verified).getByRole('img', { name: 'Photo of Reviewer 5' });
    expect(avatar.getAttribute('src')).toBe(`http://api.test${photo}`);
  });

  it('shows a loading indicator until the reviews arrive', async () => {
    fakeApi({ 'GET /review': () => json(200, REVIEWS) });
    renderPage();
    expect(screen.getByTestId('loading').textContent).toContain('Loading reviews');
    await screen.findAllByTestId('review-card');
    expect(screen.queryByTestId('loading')).toBeNull();
  });

  it('says so when there are no reviews yet', async () => {
    fakeApi({ 'GET /review': () => json(200, []) });
    renderPage();
    expect((await screen.findByTestId('empty-state')).textContent).toContain('No reviews yet.');
  });

  it('offers Retry when the reviews cannot be loaded', async () => {
    let fail = true;
    const api = fakeApi({
      'GET /review': () =>
        fail ? apiError(503, 'DATABASE_UNAVAILABLE', 'down') : json(200, REVIEWS),
    });
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findAllByTestId('review-card')).toHaveLength(3);
    expect(api.calls('GET', '/review')).toHaveLength(2);
  });
});
