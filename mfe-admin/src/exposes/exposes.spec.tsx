import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { admin, fakeApi, json, storeWith } from '@shop/tools/jest/fake-api';
import AddPartPage from './add-part-page';
import AdminHomePage from './admin-home-page';
import EditPartPage from './edit-part-page';
import ManageOrdersPage from './manage-orders-page';
import ManagePartsPage from './manage-parts-page';
import ManageUsersPage from './manage-users-page';
import MessagesPage from './messages-page';
import ReviewsAdminPage from './reviews-admin-page';
import SpecSheetsPage from './spec-sheets-page';
import ActivityPage from './activity-page';
import WalletPaymentsPage from './wallet-payments-page';

/**
 * Each exposed module (one per row of the route table) is a page with its title (and, for tables,
 * the spec's columns and the ones this remote adds).
 */
it.each<[string, ComponentType, string, string[] | undefined]>([
  ['AdminHomePage', AdminHomePage, 'Sales at a glance', undefined],
  ['AddPartPage', AddPartPage, 'Add a New Product', []],
  [
    'ManagePartsPage',
    ManagePartsPage,
    'Manage All Products',
    ['Index', 'Picture', 'Name', 'Price', 'Update Price', 'Quantity', 'Update Quantity', 'Delete'],
  ],
  [
    'ManageOrdersPage',
    ManageOrdersPage,
    'Manage All Orders',
    [
      'Index',
      'User Details',
      'Picture',
      'Price',
      'Quantity',
      'Status',
      'Payment',
      'Actions',
      'History',
    ],
  ],
  [
    'ManageUsersPage',
    ManageUsersPage,
    'Manage All User',
    ['Index', 'User Details', 'Make Admin', 'Remove User'],
  ],
  [
    'WalletPaymentsPage',
    WalletPaymentsPage,
    'Wallet payments',
    ['Index', 'Order', 'Amount', 'Wallet', 'Sender and TrxID', 'Time', 'State', 'Actions'],
  ],
  ['MessagesPage', MessagesPage, 'Contact messages', undefined],
  [
    'ReviewsAdminPage',
    ReviewsAdminPage,
    'Reviews',
    ['Index', 'Photo', 'Review', 'Product', 'Date', 'Status', 'Actions'],
  ],
  ['ActivityPage', ActivityPage, 'Activity', undefined],
  ['EditPartPage', EditPartPage, 'Edit product', undefined],
  ['SpecSheetsPage', SpecSheetsPage, 'Spec sheets', undefined],
])('./%s shows its title and columns', (_name, Page, title, columns) => {
  fakeApi({ 'GET /user': () => json(200, []) });
  render(
    <Provider store={storeWith(admin)}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </Provider>,
  );
  expect(screen.getByRole('heading', { name: title })).toBeTruthy();
  if (columns) {
    const headers = screen.queryAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(columns);
  }
});
