import { DAILY_DEAL_PART_ID, SHOP_CONTACT } from '@shop/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { apiError, fakeApi, json, storeWith } from '@shop/tools/jest/fake-api';
import { DailyDealsPage } from './daily-deals-page';

const PHONE = {
  _id: DAILY_DEAL_PART_ID,
  name: 'Xiaomi Redmi Note 13 (8/128GB) Smartphone',
  img: '/static/products/xiaomi-redmi-note-13.svg',
  price: 23999,
  quantity: 20,
  description: '6.67-inch 120 Hz AMOLED display.',
};

function renderPage() {
  render(
    <Provider store={storeWith('anonymous')}>
      <MemoryRouter>
        <DailyDealsPage />
      </MemoryRouter>
    </Provider>,
  );
}

describe('DailyDealsPage', () => {
  // Unmount before the shared setup resets the test store, so no update lands outside act().
  afterEach(cleanup);

  it('shows the featured smartphone with a WhatsApp buy link to the shop', async () => {
    fakeApi({ [`GET /product/${DAILY_DEAL_PART_ID}`]: () => json(200, PHONE) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Today's Best Deals");
    const deal = await screen.findByTestId('daily-deal');
    expect(deal.textContent).toContain(PHONE.name);
    expect(deal.textContent).toContain('৳23,999');
    expect(deal.querySelector('img')?.getAttribute('src')).toBe(
      'http://api.test/static/products/xiaomi-redmi-note-13.svg',
    );

    const buy = screen.getByRole('link', { name: 'Buy on WhatsApp' });
    const href = new URL(buy.getAttribute('href')!);
    expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${SHOP_CONTACT.whatsappNumber}`);
    expect(SHOP_CONTACT.whatsappNumber).toMatch(/^8801[3-9]\d{8}$/);
    expect(href.searchParams.get('text')).toBe(
      `Hello! I want to buy the ${PHONE.name} (৳23,999) from Today's Best Deals.`,
    );
    expect(href.searchParams.get('text')).toContain(PHONE.name);
    expect(buy.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('describes the coming Daily Delights section', () => {
    fakeApi({ [`GET /product/${DAILY_DEAL_PART_ID}`]: () => json(200, PHONE) });
    renderPage();
    const soon = screen.getByRole('heading', { name: /Daily Delights/ }).closest('section')!;
    expect(soon.textContent).toMatch(/coming soon/i);
  });

  it('offers Retry when the deal cannot be loaded', async () => {
    let fail = true;
    fakeApi({
      [`GET /product/${DAILY_DEAL_PART_ID}`]: () =>
        fail ? apiError(503, 'DATABASE_UNAVAILABLE', 'down') : json(200, PHONE),
    });
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    fireEvent.click(retry);
    expect((await screen.findByTestId('daily-deal')).textContent).toContain(PHONE.name);
  });
});
