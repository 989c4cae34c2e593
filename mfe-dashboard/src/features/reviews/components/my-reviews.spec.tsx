import { customer, fakeApi, json } from '@shop/tools/jest/fake-api';
import type { OwnReview } from '@shop/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { switchLanguage, untranslatedTexts } from '../../../testing/i18n';
import { renderPage } from '../../../testing/render-page';
import { MyReviews } from './my-reviews';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), info: jest.fn(), error: jest.fn() },
}));
jest.setTimeout(30_000);

afterEach(() => jest.clearAllMocks());

const visible: OwnReview = {
  _id: '665f5d000000000000000001',
  name: 'Demo Customer',
  retting: 5,
  review: 'Crisp sound, fast delivery.',
  img: '/uploads/images/a1b2-800.webp',
  partId: '665f1e000000000000000101',
  partName: 'TWS Earbuds Pro',
  visibility: 'visible',
  createdAt: '2026-11-20T08:00:00.000Z',
};
const hidden: OwnReview = {
  _id: '665f5d000000000000000002',
  name: 'Demo Customer',
  retting: 1,
  review: 'Buy cheaper at example.com',
  img: '/uploads/images/c3d4-800.webp',
  visibility: 'hidden',
  createdAt: '2026-11-19T08:00:00.000Z',
  moderation: { reason: 'Advertises another shop', at: '2026-11-21T09:00:00.000Z' },
};

/** A fake API holding the customer's reviews; DELETE removes one. */
function myReviewsApi(initial: OwnReview[]) {
  let reviews = [...initial];
  return fakeApi({
    'GET /review/mine': () => json(200, reviews),
    ...Object.fromEntries(
      initial.map((r) => [
        `DELETE /review/${r._id}`,
        () => {
          reviews = reviews.filter((x) => x._id !== r._id);
          return new Response(null, { status: 204 });
        },
      ]),
    ),
  });
}

const render = () => renderPage(<MyReviews />, { url: '/dashboard/addReview', session: customer });

describe('Your reviews', () => {
  it('lists my reviews; a hidden one says the shop hid it and why', async () => {
    myReviewsApi([visible, hidden]);
    render();
    expect(screen.getByRole('heading', { name: 'Your reviews' })).toBeTruthy();
    const [first, second] = await screen.findAllByTestId('my-review');
    expect(first.textContent).toContain('Crisp sound, fast delivery.');
    expect(first.textContent).toContain('TWS Earbuds Pro');
    expect(first.textContent).toContain('On the Reviews page');
    expect(within(first).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(second.textContent).toContain('Hidden by the shop');
    expect(second.textContent).toContain('Advertises another shop');
    expect(second.textContent).toContain('is not on the Reviews page');
  });

  it('deletes a review only after the confirmation', async () => {
    const api = myReviewsApi([visible, hidden]);
    render();
    const [first] = await screen.findAllByTestId('my-review');
    fireEvent.click(within(first).getByRole('button', { name: /^Delete your review of/ }));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm.textContent).toContain('Delete this review?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(api.calls('DELETE', `/review/${visible._id}`)).toHaveLength(0);

    fireEvent.click(within(first).getByRole('button', { name: /^Delete your review of/ }));
    const again = (await screen.findAllByRole('tooltip')).find((el) =>
      el.textContent?.includes('Delete this review?'),
    )!;
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Review deleted'));
    expect(api.calls('DELETE', `/review/${visible._id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByTestId('my-review')).toHaveLength(1));
  });

  it('says so when there is none', async () => {
    myReviewsApi([]);
    render();
    expect(await screen.findByText('You have not written a review yet.')).toBeTruthy();
  });

  it('speaks Bengali, the customer’s and the shop’s words kept as written', async () => {
    myReviewsApi([visible, hidden]);
    switchLanguage('bn');
    try {
      const { container } = render();
      await screen.findAllByTestId('my-review');
      expect(screen.getByRole('heading', { name: 'আপনার রিভিউ' })).toBeTruthy();
      expect(screen.getByText('দোকান লুকিয়ে রেখেছে')).toBeTruthy();
      expect(untranslatedTexts(container)).toEqual([]);
    } finally {
      switchLanguage('en');
    }
  });
});
