import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@shop/contracts';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { admin, apiError, fakeApi, resetStores, storeWith } from '@shop/tools/jest/fake-api';
import { switchToBengali, switchToEnglish } from '../../../../testing/bengali';
import { BatchDocuments } from './batch-documents';
import { OrderDocuments } from './order-documents';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
// antd modals render slowly on a busy machine: room beyond jest's 5 s default.
jest.setTimeout(30_000);

const orderId = (n: number) => `665f2a0000000000000000${String(n).padStart(2, '0')}`;

function orderOf(n: number, status: Order['status'] = 'confirmed'): Order {
  const line = {
    partId: '665f1e000000000000000022',
    sku: 'WALTON-KETTLE-18L',
    name: 'Walton 1.8L Electric Kettle',
    img: '/static/products/kettle.webp',
    unitPrice: 1450,
    quantity: 1,
    lineTotal: 1450,
  };
  return {
    _id: orderId(n),
    number: orderId(n).slice(-6).toUpperCase(),
    partsId: line.partId,
    partsName: line.name,
    name: `Customer ${n}`,
    email: `c${n}@mail.com`,
    phone: '+8801712345678',
    address: 'House 1, Road 2',
    img: line.img,
    price: 1450,
    quantity: 1,
    paid: false,
    userId: '665f00000000000000000001',
    district: 'Dhaka',
    lines: [line],
    subtotal: 1450,
    deliveryFee: 0,
    total: 1450,
    paymentMethod: 'cod',
    payment: { status: 'unpaid' },
    status,
    history: [],
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  };
}

const pdf = () =>
  new Response(new Blob(['%PDF-1.3 test'], { type: 'application/pdf' }), {
    status: 200,
    headers: { 'Content-Type': 'application/pdf' },
  });

/** The tab the click opens: where the PDF is shown once it arrives. */
let tab: { opener: unknown; closed: boolean; location: { href: string }; close: jest.Mock };

beforeEach(() => {
  tab = { opener: window, closed: false, location: { href: '' }, close: jest.fn() };
  jest.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  URL.createObjectURL = jest.fn(() => 'blob:http://admin.test/pdf-1');
  URL.revokeObjectURL = jest.fn();
});

afterEach(() => {
  jest.restoreAllMocks();
  resetStores();
  switchToEnglish();
});

function renderWithStore(node: ReactNode) {
  render(<Provider store={storeWith(admin)}>{node}</Provider>);
}

describe("an order's invoice and label", () => {
  it('opens the invoice PDF in a new tab, in the language of the page', async () => {
    const { calls } = fakeApi({ [`GET /orders/${orderId(1)}/invoice.pdf`]: pdf });
    renderWithStore(<OrderDocuments order={orderOf(1)} />);
    fireEvent.click(await screen.findByTestId('order-invoice'));
    await waitFor(() => expect(tab.location.href).toBe('blob:http://admin.test/pdf-1'));
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    // The new tab cannot reach back into the admin's page.
    expect(tab.opener).toBeNull();
    const [request] = calls('GET', `/orders/${orderId(1)}/invoice.pdf`);
    expect(new URL(request.url).searchParams.get('lang')).toBe('en');
  });

  it('asks for the Bengali label on the Bengali page', async () => {
    await switchToBengali();
    const { calls } = fakeApi({ [`GET /orders/${orderId(1)}/label.pdf`]: pdf });
    renderWithStore(<OrderDocuments order={orderOf(1)} />);
    const button = await screen.findByTestId('order-label');
    expect(button.textContent).toContain('লেবেল');
    fireEvent.click(button);
    await waitFor(() => expect(tab.location.href).toBe('blob:http://admin.test/pdf-1'));
    const [request] = calls('GET', `/orders/${orderId(1)}/label.pdf`);
    expect(new URL(request.url).searchParams.get('lang')).toBe('bn');
  });

  it('closes the opened tab when the API refuses (its message is toasted by the shared middleware)', async () => {
    fakeApi({
      [`GET /orders/${orderId(1)}/invoice.pdf`]: () => apiError(404, 'ORDER_NOT_FOUND', 'Order not found'),
    });
    renderWithStore(<OrderDocuments order={orderOf(1)} />);
    fireEvent.click(await screen.findByTestId('order-invoice'));
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(tab.location.href).toBe('');
  });

  it('a cancelled order has no invoice to print and no label', async () => {
    fakeApi({});
    renderWithStore(<OrderDocuments order={orderOf(1, 'cancelled')} />);
    const invoice = await screen.findByTestId('order-invoice');
    expect(invoice).toHaveProperty('disabled', true);
    expect(invoice.getAttribute('title')).toBe('A cancelled order has no invoice');
    expect(screen.queryByTestId('order-label')).toBeNull();
  });
});

describe('invoices and labels of several orders', () => {
  it("prints the ticked orders' labels in the chosen language as one PDF; cancelled orders are not listed", async () => {
    const { calls } = fakeApi({ 'POST /orders/labels.pdf': pdf });
    renderWithStore(
      <BatchDocuments orders={[orderOf(1), orderOf(2, 'cancelled'), orderOf(3), orderOf(4, 'delivered')]} />,
    );
    fireEvent.click(await screen.findByTestId('batch-documents'));
    const dialog = await screen.findByTestId('batch-documents-dialog');
    const listed = within(dialog).getAllByTestId('batch-document-order');
    expect(listed.map((row) => row.getAttribute('data-order-id'))).toEqual([orderId(1), orderId(3), orderId(4)]);
    fireEvent.click(within(listed[1]).getByRole('checkbox'));
    expect(within(dialog).getByTestId('batch-labels').textContent).toBe('Labels (2)');
    fireEvent.click(within(dialog).getByText('Bengali'));
    fireEvent.click(within(dialog).getByTestId('batch-labels'));
    await waitFor(() => expect(tab.location.href).toBe('blob:http://admin.test/pdf-1'));
    const [request] = calls('POST', '/orders/labels.pdf');
    expect(await request.json()).toEqual({ orderIds: [orderId(1), orderId(4)], lang: 'bn' });
  });

  it('one ticked order prints through its own route; none ticked prints nothing', async () => {
    const { calls } = fakeApi({ [`GET /orders/${orderId(3)}/invoice.pdf`]: pdf });
    renderWithStore(<BatchDocuments orders={[orderOf(1), orderOf(3)]} />);
    fireEvent.click(await screen.findByTestId('batch-documents'));
    const dialog = await screen.findByTestId('batch-documents-dialog');
    const [first, second] = within(dialog).getAllByTestId('batch-document-order');
    fireEvent.click(within(first).getByRole('checkbox'));
    fireEvent.click(within(second).getByRole('checkbox'));
    expect(within(dialog).getByTestId('batch-invoices')).toHaveProperty('disabled', true);
    fireEvent.click(within(second).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByTestId('batch-invoices'));
    await waitFor(() => expect(calls('GET', `/orders/${orderId(3)}/invoice.pdf`)).toHaveLength(1));
  });

  it('is off when every order of the page is cancelled', async () => {
    fakeApi({});
    renderWithStore(<BatchDocuments orders={[orderOf(2, 'cancelled')]} />);
    expect(await screen.findByTestId('batch-documents')).toHaveProperty('disabled', true);
  });
});
