import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AdminReview } from '@shop/contracts';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'react-toastify';
import { admin, fakeApi, json, resetStores, storeWith } from '@shop/tools/jest/fake-api';
import { latinOutsideNoTranslate, switchToBengali, switchToEnglish } from '../../../testing/bengali';
import { ReviewsAdminPage } from './reviews-admin-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
// antd tables and dialogs render slowly on a busy machine: room beyond jest's 5 s default.
jest.setTimeout(30_000);

afterEach(() => {
  jest.clearAllMocks();
  resetStores();
});

const id = (n: number) => `665f4c0000000000000000${String(n).padStart(2, '0')}`;
const review = (n: number, over: Partial<AdminReview> = {}): AdminReview => ({
  _id: id(n),
  name: `Reviewer ${n}`,
  userId: `665f1a0000000000000000${String(n).padStart(2, '0')}`,
  retting: 4,
  review: `Review text ${n}`,
  img: '/static/avatars/rahim-uddin.svg',
  partId: '665f1e000000000000000101',
  partName: `Product ${n}`,
  verifiedPurchase: n === 1,
  visibility: 'visible',
  createdAt: `2026-11-${String(n).padStart(2, '0')}T08:00:00.000Z`,
  ...over,
});

/** A fake API: GET filters and pages like the API; PATCH and DELETE change the list. */
function reviewsApi(initial: AdminReview[]) {
  let reviews = [...initial];
  return fakeApi({
    'GET /admin/reviews': (request) => {
      const url = new URL(request.url);
      const visibility = url.searchParams.get('visibility');
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      const matching = reviews.filter((r) => visibility === 'all' || r.visibility === visibility);
      return json(200, { items: matching.slice((page - 1) * limit, page * limit), total: matching.length, page, limit });
    },
    ...Object.fromEntries(
      initial.flatMap((r) => [
        [
          `PATCH /admin/reviews/${r._id}`,
          async (request: Request) => {
            const { visibility, reason } = (await request.json()) as { visibility: 'visible' | 'hidden'; reason: string };
            reviews = reviews.map((x) =>
              x._id === r._id
                ? {
                    ...x,
                    visibility,
                    moderation:
                      visibility === 'hidden'
                        ? { reason, at: '2026-11-22T10:00:00.000Z', byUserId: id(99), byName: 'Shop Admin' }
                        : undefined,
                  }
                : x,
            );
            return json(200, reviews.find((x) => x._id === r._id));
          },
        ],
        [
          `DELETE /admin/reviews/${r._id}`,
          () => {
            reviews = reviews.filter((x) => x._id !== r._id);
            return new Response(null, { status: 204 });
          },
        ],
      ]),
    ),
  });
}

function renderPage(url = '/dashboard/manageReviews') {
  render(
    <Provider store={storeWith(admin)}>
      <MemoryRouter initialEntries={[url]}>
        <ReviewsAdminPage />
      </MemoryRouter>
    </Provider>,
  );
}

const rowOf = async (n: number) =>
  (await screen.findAllByTestId('review-row')).find((row) => row.getAttribute('data-review-id') === id(n))!;

describe('Reviews (admin)', () => {
  it('lists every review with its photo, rating, text, product, author and date', async () => {
    const api = reviewsApi([review(1), review(2, { visibility: 'hidden', moderation: { reason: 'Spam link', at: '2026-11-20T09:00:00.000Z', byUserId: id(99), byName: 'Shop Admin' } })]);
    renderPage();
    expect(screen.getByRole('heading', { name: 'Reviews' })).toBeTruthy();
    const rows = await screen.findAllByTestId('review-row');
    expect(rows).toHaveLength(2);
    expect(new URL(api.calls('GET', '/admin/reviews')[0].url).searchParams.get('visibility')).toBe('all');
    const first = rows[0];
    expect(within(first).getByRole('img', { name: "Photo of Reviewer 1's review" })).toBeTruthy();
    expect(within(first).getByRole('img', { name: 'Rated 4 out of 5' }).textContent).toBe('★★★★☆');
    expect(first.textContent).toContain('Review text 1');
    expect(first.textContent).toContain('Product 1');
    expect(first.textContent).toContain('Verified purchase');
    expect(first.textContent).not.toContain(review(1).userId);
    expect(rows[1].textContent).toContain('Hidden');
    expect(rows[1].textContent).toContain('Spam link');
    expect(within(rows[1]).getByRole('button', { name: 'Show the review by Reviewer 2 again' })).toBeTruthy();
  });

  it('filters by visibility through the address', async () => {
    const api = reviewsApi([review(1), review(2, { visibility: 'hidden' })]);
    renderPage('/dashboard/manageReviews?visibility=hidden');
    const rows = await screen.findAllByTestId('review-row');
    expect(rows).toHaveLength(1);
    expect(new URL(api.calls('GET', '/admin/reviews')[0].url).searchParams.get('visibility')).toBe('hidden');
  });

  it('hides a review only with a valid reason, counting characters, then shows the toast', async () => {
    const api = reviewsApi([review(1), review(2)]);
    renderPage();
    fireEvent.click(within(await rowOf(1)).getByRole('button', { name: 'Hide the review by Reviewer 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide the review by Reviewer 1?' });
    expect(dialog.textContent).toContain('3 to 300 characters');
    expect(within(dialog).getByTestId('reason-count').textContent).toBe('0 / 300');

    // Nothing to confirm yet: the button is off, and no message before anything is typed.
    const ok = () => within(dialog).getByRole('button', { name: 'Hide' }) as HTMLButtonElement;
    expect(ok().disabled).toBe(true);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    const box = within(dialog).getByRole('textbox', { name: 'Reason' });
    fireEvent.change(box, { target: { value: 'ab' } });
    // Too short: said under the box at once, and the button stays off.
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Reason must be at least 3 characters'),
    );
    expect(ok().disabled).toBe(true);
    fireEvent.change(box, { target: { value: '  ' } });
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Reason is Required'));
    expect(ok().disabled).toBe(true);
    fireEvent.change(box, { target: { value: '  Advertises another shop ' } });
    expect(within(dialog).getByTestId('reason-count').textContent).toBe('23 / 300');
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    expect(ok().disabled).toBe(false);
    expect(api.calls('PATCH', `/admin/reviews/${id(1)}`)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Review by Reviewer 1 hidden: it is off /reviews now'));
    expect(await api.calls('PATCH', `/admin/reviews/${id(1)}`)[0].json()).toEqual({ visibility: 'hidden', reason: 'Advertises another shop' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () => expect((await rowOf(1)).textContent).toContain('Advertises another shop'));
  });

  it('Show again has its own help text, and its button is off until the reason is valid', async () => {
    const api = reviewsApi([review(1), review(2, { visibility: 'hidden' })]);
    renderPage();
    fireEvent.click(
      within(await rowOf(2)).getByRole('button', { name: 'Show the review by Reviewer 2 again' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Show the review by Reviewer 2 again?' });
    expect(dialog.textContent).toContain('3 to 300 characters; it goes into the activity log');
    expect(dialog.textContent).not.toContain('the reviewer sees it while the review is hidden');
    const ok = () => within(dialog).getByRole('button', { name: 'Show again' }) as HTMLButtonElement;
    expect(ok().disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'ok' } });
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Reason must be at least 3 characters'),
    );
    expect(ok().disabled).toBe(true);
    fireEvent.click(ok());
    expect(api.calls('PATCH', `/admin/reviews/${id(2)}`)).toHaveLength(0);
    expect(toast.error).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Checked: not spam' },
    });
    await waitFor(() => expect(ok().disabled).toBe(false));
  });

  it('deletes a review with a reason after a warning', async () => {
    const api = reviewsApi([review(1), review(2)]);
    renderPage();
    fireEvent.click(within(await rowOf(2)).getByRole('button', { name: 'Delete the review by Reviewer 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the review by Reviewer 2?' });
    expect(dialog.textContent).toContain('It is removed for good');
    expect(dialog.textContent).toContain('Review text 2');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Abuse' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Review by Reviewer 2 deleted'));
    expect(await api.calls('DELETE', `/admin/reviews/${id(2)}`)[0].json()).toEqual({ reason: 'Abuse' });
    await waitFor(() => expect(screen.getAllByTestId('review-row')).toHaveLength(1));
  });

  it('speaks Bengali, people’s words kept as written', async () => {
    reviewsApi([review(1)]);
    await switchToBengali();
    try {
      renderPage();
      const [row] = await screen.findAllByTestId('review-row');
      expect(screen.getByRole('heading', { name: 'রিভিউ' })).toBeTruthy();
      expect(within(row).getByRole('button', { name: 'Reviewer 1-এর রিভিউ লুকান' })).toBeTruthy();
      expect(latinOutsideNoTranslate(row)).toEqual([]);
    } finally {
      switchToEnglish();
    }
  });
});
