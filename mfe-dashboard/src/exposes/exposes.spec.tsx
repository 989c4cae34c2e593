import { render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { apiError, customer, fakeApi, json, storeWith } from '@shop/tools/jest/fake-api';
import AddReviewPage from './add-review-page';
import DashboardHomePage from './dashboard-home-page';
import MyOrdersPage from './my-orders-page';
import PaymentPage from './payment-page';
import ProfilePage from './profile-page';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), info: jest.fn(), error: jest.fn() },
}));

/** Each exposed module is a page with its spec title; the shell renders it inside its frame. */
it.each<[string, ComponentType, string]>([
  ['DashboardHomePage', DashboardHomePage, 'Dashboard'],
  ['MyOrdersPage', MyOrdersPage, 'My Booking Products'],
  ['AddReviewPage', AddReviewPage, 'Add a New Review'],
  ['ProfilePage', ProfilePage, 'My Profile'],
])('./%s shows its title', (_name, Page, title) => {
  fakeApi({
    'GET /users/me': () => json(200, customer),
    [`GET /booking/${encodeURIComponent(customer.email)}`]: () => json(200, []),
    'GET /orders/summary': () =>
      json(200, {
        customer: {
          openOrders: 0,
          openByStatus: {},
          lastOrder: null,
          totalSpent: 0,
          orderCount: 0,
        },
      }),
  });
  render(
    <Provider store={storeWith(customer)}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </Provider>,
  );
  expect(screen.getByRole('heading', { name: title })).toBeTruthy();
});

it('./PaymentPage loads the order named in the route', async () => {
  const id = '665f00000000000000000abc';
  const api = fakeApi({
    [`GET /orders/${id}`]: () => apiError(404, 'ORDER_NOT_FOUND', 'Order not found'),
  });
  render(
    <Provider store={storeWith(customer)}>
      <MemoryRouter initialEntries={[`/dashboard/payment/${id}`]}>
        <Routes>
          <Route path="/dashboard/payment/:id" element={<PaymentPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  expect(screen.getByRole('heading', { name: 'Payment' })).toBeTruthy();
  await waitFor(() => expect(api.calls('GET', `/orders/${id}`)).toHaveLength(1));
});
