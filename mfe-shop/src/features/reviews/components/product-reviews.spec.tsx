import type { ProductReview, ProductReviewPage } from '@shop/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { fakeApi, json, storeWith } from '@shop/tools/jest/fake-api';
import { ProductReviews } from './product-reviews';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), info: jest.fn(), error: jest.fn() },
}));

const PART = '665f1e000000000000000008';
const none = { '0': 0, '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };

const review = (n: number, retting: number, verifiedPurchase = false): ProductReview => ({
  _id: `665f2e0000000000000001${String(n).padStart(2, '0')}`,
  name: `Reviewer ${n}`,
  img: `/static/avatars/reviewer-${n}.svg`,
  retting,
  review: `Review number ${n}`,
  verifiedPurchase,
  createdAt: `2026-11-${String(10 + n).padStart(2, '0')}T08:00:00.000Z`,
});

/** Seven reviews, newest (7) first, five to a page as the page asks for. */
const ALL = [7, 6, 5, 4, 3, 2, 1].map((n) => review(n, [5, 4, 4, 5, 1, 5, 4][n - 1], n === 7));
const summary = { average: 4, count: 7, distribution: { ...none, '5': 3, '4': 3, '1': 1 } };

function pageOf(request: Request): ProductReviewPage {
  const params = new URL(request.url).searchParams;
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  return { summary, items: ALL.slice((page - 1) * limit, page * limit), total: 7, page, limit };
}

function renderReviews() {
  return render(
    <Provider store={storeWith('anonymous')}>
      <ProductReviews partId={PART} />
    </Provider>,
  );
}

describe('ProductReviews', () => {
  afterEach(cleanup);

  it('shows the average as a number and stars, the count and a bar per number of stars', async () => {
    fakeApi({ [`GET /product/${PART}/reviews`]: (request) => json(200, pageOf(request)) });
    renderReviews();
    screen.getByRole('heading', { name: 'Ratings & reviews' });
    expect((await screen.findByTestId('rating-average')).textContent).toBe('4.0');
    expect(screen.getByTestId('rating-count').textContent).toBe('7 reviews');
    const summaryBox = screen.getByTestId('rating-summary');
    within(summaryBox).getByRole('img', { name: 'Rated 4 out of 5' });
    const bars = within(screen.getByRole('list', { name: 'Reviews by number of stars' }))
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(bars).toEqual([
      '5 stars3 reviews',
      '4 stars3 reviews',
      '3 stars0 reviews',
      '2 stars0 reviews',
      '1 star1 review',
    ]);
    const fill = screen
      .getByTestId('rating-bar-5')
      .querySelector<HTMLElement>('.rating-bars__fill');
    expect(fill?.style.width).toBe('43%');
  });

  it('lists the newest five first, with the badge where it applies, and shows more on request', async () => {
    const api = fakeApi({
      [`GET /product/${PART}/reviews`]: (request) => json(200, pageOf(request)),
    });
    renderReviews();
    const first = await screen.findAllByTestId('product-review');
    expect(first.map((item) => within(item).getByText(/^Reviewer/).textContent)).toEqual([
      'Reviewer 7',
      'Reviewer 6',
      'Reviewer 5',
      'Reviewer 4',
      'Reviewer 3',
    ]);
    expect(within(first[0]).getByTestId('verified-purchase').textContent).toBe(
      '✓ Verified purchase',
    );
    expect(within(first[1]).queryByTestId('verified-purchase')).toBeNull();
    expect(within(first[0]).getByText('17 Nov 2026').getAttribute('datetime')).toBe(
      '2026-11-17T08:00:00.000Z',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show more reviews (2 more)' }));
    expect(await screen.findByText('Reviewer 1')).toBeTruthy();
    expect(screen.getAllByTestId('product-review')).toHaveLength(7);
    expect(screen.queryByRole('button', { name: /Show/ })).toBeNull();
    expect(api.calls('GET', `/product/${PART}/reviews`).map((r) => new URL(r.url).search)).toEqual([
      '?page=1&limit=5',
      '?page=2&limit=5',
    ]);
  });

  it('says there are no reviews yet, and how to write one', async () => {
    fakeApi({
      [`GET /product/${PART}/reviews`]: () =>
        json(200, {
          summary: { average: 0, count: 0, distribution: none },
          items: [],
          total: 0,
          page: 1,
          limit: 5,
        }),
    });
    renderReviews();
    const empty = await screen.findByTestId('no-reviews');
    expect(empty.textContent).toContain('No reviews yet');
    expect(empty.textContent).toContain('you can review it from your dashboard');
    expect(screen.queryByTestId('rating-summary')).toBeNull();
  });

  it('offers a retry when the reviews could not be loaded', async () => {
    let fail = true;
    fakeApi({
      [`GET /product/${PART}/reviews`]: (request) =>
        fail
          ? json(500, { statusCode: 500, code: 'INTERNAL', message: 'x' })
          : json(200, pageOf(request)),
    });
    renderReviews();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We couldn’t load the reviews.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('rating-average')).toBeTruthy();
  });
});
