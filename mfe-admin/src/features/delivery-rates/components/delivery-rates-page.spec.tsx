import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_RATE_TABLE } from '@shop/rules';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { admin, fakeApi, json, resetStores, storeWith } from '@shop/tools/jest/fake-api';
import { DeliveryRatesPage } from './delivery-rates-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.setTimeout(30_000);

afterEach(() => {
  jest.restoreAllMocks();
  resetStores();
});

function renderPage() {
  render(
    <Provider store={storeWith(admin)}>
      <MemoryRouter initialEntries={['/dashboard/deliveryRates']}>
        <DeliveryRatesPage />
      </MemoryRouter>
    </Provider>,
  );
}

const input = (testId: string) =>
  (screen.getByTestId(testId).querySelector('input') ??
    screen.getByTestId(testId)) as HTMLInputElement;

describe('Delivery rates', () => {
  it('shows the default table, saves an edited charge over its version', async () => {
    const api = fakeApi({
      'GET /admin/shipping/rates': () => json(200, { ...DEFAULT_RATE_TABLE, version: 0 }),
      'PUT /admin/shipping/rates': () => json(200, { ...DEFAULT_RATE_TABLE, version: 1 }),
    });
    renderPage();
    const outside = await screen.findByTestId('zone-outside_dhaka');
    expect(within(outside).getByText('Rest of Bangladesh')).toBeTruthy();
    expect(input('rate-outside_dhaka-0-charge').value).toBe('120');
    fireEvent.change(input('rate-outside_dhaka-0-charge'), { target: { value: '150' } });
    fireEvent.blur(input('rate-outside_dhaka-0-charge'));
    fireEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    await waitFor(() => expect(api.calls('PUT', '/admin/shipping/rates')).toHaveLength(1));
    const body = await api.calls('PUT', '/admin/shipping/rates')[0].json();
    expect(body.version).toBe(0);
    expect(body.zones.outside_dhaka.slabs[0]).toEqual({ upToGrams: 1000, charge: 150 });
    expect(body.promotion).toEqual({ freeDistricts: ['Dhaka'], freeFromItems: 2 });
  });

  it('refuses slabs out of order under the slab, and sends nothing', async () => {
    const api = fakeApi({
      'GET /admin/shipping/rates': () => json(200, { ...DEFAULT_RATE_TABLE, version: 0 }),
    });
    renderPage();
    await screen.findByTestId('zone-dhaka_city');
    fireEvent.click(
      within(screen.getByTestId('zone-dhaka_city')).getByRole('button', { name: /Add a slab/ }),
    );
    fireEvent.change(input('rate-dhaka_city-1-grams'), { target: { value: '500' } });
    fireEvent.blur(input('rate-dhaka_city-1-grams'));
    fireEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Weight slabs must go up in weight, each heavier than the one before',
    );
    expect(api.calls('PUT', '/admin/shipping/rates')).toHaveLength(0);
  });
});
