import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { customer, fakeApi, json, storeWith } from '@shop/tools/jest/fake-api';
import AddReviewPage from './add-review-page';
import DashboardHomePage from './dashboard-home-page';
import MyOrdersPage from './my-orders-page';
import PaymentPage from './payment-page';
import ProfilePage from './profile-page';

/** Each exposed module is a page with its spec title; the shell renders it inside its frame. */
it.each<[string, ComponentType, string]>([
  ['DashboardHomePage', DashboardHomePage, 'Dashboard'],
  ['MyOrdersPage', MyOrdersPage, 'My Booking Products'],
  ['AddReviewPage', AddReviewPage, 'Add a New Review'],
  ['ProfilePage', ProfilePage, 'My Profile'],
])('./%s shows its title', (_name, Page, title) => {
  fakeApi({ 'GET /users/me': () => json(200, customer) });
  render(
    <Provider store={storeWith(customer)}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </Provider>,
  );
  expect(screen.getByRole('heading', { name: title })).toBeTruthy();
});

it('./PaymentPage names the order from the route', () => {
  render(
    <MemoryRouter initialEntries={['/dashboard/payment/665f00000000000000000abc']}>
      <Routes>
        <Route path="/dashboard/payment/:id" element={<PaymentPage />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { name: 'Payment' })).toBeTruthy();
  expect(screen.getByText(/665f00000000000000000abc/)).toBeTruthy();
});
