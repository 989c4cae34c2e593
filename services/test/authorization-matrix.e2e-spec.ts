/**
 * Who may call what (spec §6), for EVERY route the API registers. The test enumerates the routes
 * Nest actually mapped and fails when one is missing from the table below (or the table names a
 * route that does not exist): nobody can add an endpoint without deciding who may call it.
 */
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryModule, DiscoveryService, MetadataScanner } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DEFAULT_RATE_TABLE } from '@shop/rules';
import { API_PREFIX } from '../src/app';
import { SEED_PRODUCTS } from '../src/seed/seed-data';
import { bootApp, dropAndClose } from './helpers/app';
import { ADMIN, bearer, CUSTOMER, login, nextAddress, type Session, signup } from './helpers/auth';
import { multipartFile, PNG_BYTES } from './helpers/multipart';

type Caller = 'anonymous' | 'customer' | 'otherCustomer' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'customer', 'otherCustomer', 'admin'];

interface Call {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

interface Row {
  route: string; // "METHOD /api/path/:param" exactly as registered
  call: (n: number, caller: Caller) => Call;
  expect: Record<Caller, number>;
}

const NOBODY_ID = '665f1e0000000000000fffff';
/** A valid 1×1 PNG: what POST /api/images stores. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** A photo of the shop's image storage (uploaded in beforeAll): a review's `img` must be one. */
let reviewPhoto = '';
/** Each customer's own upload: a review's `img` must be a photo its author uploaded. */
const ownPhotos: Partial<Record<Caller, string>> = {};
// A seeded product sold in one variant: booked as the spec books it, without naming a variant.
const PART_ID = SEED_PRODUCTS.find((product) => !product.variants && product.quantity > 20)!._id;
/** Orders of `customer` (booked in beforeAll): one to read, one to cancel. */
const customerOrders = { read: NOBODY_ID, cancel: NOBODY_ID };
/** Admin tools: parts made in beforeAll to edit and to delete, a message to mark handled. */
const adminTargets = { part: NOBODY_ID, partToDelete: NOBODY_ID, message: NOBODY_ID };
const ORDER_CONTACT = {
  name: 'Matrix Buyer',
  phone: '01712345678',
  address: 'House 1, Road 2',
  district: 'Dhaka',
};
/** Addresses of `customer`'s book (saved in beforeAll): one to change, one to make default, one to delete. */
const customerAddresses = { edit: NOBODY_ID, makeDefault: NOBODY_ID, remove: NOBODY_ID };
/** An address id of someone else's book is not found, for an admin too: each book is its owner's. */
const ownerOnly = (status: number): Record<Caller, number> => ({
  anonymous: 401,
  customer: status,
  otherCustomer: 404,
  admin: 404,
});
const everyone = (status: number): Record<Caller, number> => ({
  anonymous: status,
  customer: status,
  otherCustomer: status,
  admin: status,
});
const loggedIn = (status: number): Record<Caller, number> => ({
  anonymous: 401,
  customer: status,
  otherCustomer: status,
  admin: status,
});
const adminOnly = (status: number): Record<Caller, number> => ({
  anonymous: 401,
  customer: 403,
  otherCustomer: 403,
  admin: status,
});

/** `customer` below owns the resources: `otherCustomer` calls them with the customer's email. */
const MATRIX: Row[] = [
  // Public platform and catalogue reads
  { route: 'GET /api/health', call: () => ({ url: '/api/health' }), expect: everyone(200) },
  {
    route: 'GET /api/part',
    call: () => ({ url: '/api/part?category=tws&sort=price_asc&page=1&limit=5' }),
    expect: everyone(200),
  },
  {
    route: 'GET /api/part/search',
    call: () => ({ url: '/api/part/search?q=router' }),
    expect: everyone(200),
  },
  {
    route: 'GET /api/part/browse',
    call: () => ({
      url: '/api/part/browse?category=tws&brand=QCY&min=500&spec=anc:no&page=1&limit=5',
    }),
    expect: everyone(200),
  },
  {
    route: 'GET /api/part/sitemap',
    call: () => ({ url: '/api/part/sitemap' }),
    expect: everyone(200),
  },
  { route: 'GET /api/partHome', call: () => ({ url: '/api/partHome' }), expect: everyone(200) },
  {
    route: 'GET /api/catalogue/version',
    call: () => ({ url: '/api/catalogue/version' }),
    expect: everyone(200),
  },
  // What is live of each remote, for the web servers' /config.json (versions and paths only)
  {
    route: 'GET /api/releases/live',
    call: () => ({ url: '/api/releases/live' }),
    expect: everyone(200),
  },
  // The shell's load beacons: anyone's browser sends them; no release is registered here, so a
  // well-formed beacon gets past the guards to the release's own 404.
  {
    route: 'POST /api/releases/beacon',
    call: () => ({
      url: '/api/releases/beacon',
      payload: { remote: 'mfe-shop', version: '9.9.9', stage: 'loaded' },
    }),
    expect: everyone(404),
  },
  {
    route: 'GET /api/product/:partId',
    call: () => ({ url: `/api/product/${PART_ID}` }),
    expect: everyone(200),
  },
  {
    route: 'GET /api/spec-templates/:category',
    call: () => ({ url: '/api/spec-templates/smart-watch' }),
    expect: everyone(200),
  },
  { route: 'GET /api/review', call: () => ({ url: '/api/review?limit=5' }), expect: everyone(200) },
  {
    route: 'GET /api/product/:partId/reviews',
    call: () => ({ url: `/api/product/${PART_ID}/reviews?page=1&limit=5` }),
    expect: everyone(200),
  },
  // Contact Us: anyone may write (rate-limited per IP; each call here comes from a new address)
  {
    route: 'POST /api/contact',
    call: () => ({
      url: '/api/contact',
      payload: { email: 'visitor@mail.com', subject: 'Matrix', message: 'Hello' },
    }),
    expect: everyone(201),
  },
  // Becoming (or stopping being) logged in: public
  {
    route: 'POST /api/auth/signup',
    call: (n) => ({
      url: '/api/auth/signup',
      payload: { name: 'Matrix', email: `matrix${n}@mail.com`, password: 'Secret#2026' },
    }),
    expect: everyone(201),
  },
  {
    route: 'POST /api/auth/login',
    call: () => ({ url: '/api/auth/login', payload: CUSTOMER }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/auth/refresh',
    call: () => ({ url: '/api/auth/refresh' }),
    expect: everyone(204), // no refresh cookie: anonymous, not an error
  },
  {
    route: 'POST /api/auth/logout',
    call: () => ({ url: '/api/auth/logout' }),
    expect: everyone(204),
  },
  {
    route: 'POST /api/auth/reset',
    call: () => ({ url: '/api/auth/reset', payload: { email: 'nobody@mail.com' } }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/auth/reset/confirm',
    call: () => ({
      url: '/api/auth/reset/confirm',
      payload: { token: 'x'.repeat(43), password: 'Secret#2026' },
    }),
    expect: everyone(400),
  },
  {
    route: 'POST /api/auth/email-confirmation/confirm',
    call: () => ({
      url: '/api/auth/email-confirmation/confirm',
      payload: { token: 'x'.repeat(43) },
    }),
    expect: everyone(400), // the mailed link's token is what authorizes; a wrong one is refused
  },
  // Whether the caller's email is confirmed, and a new link (nothing is sent to a confirmed one)
  {
    route: 'GET /api/auth/email-confirmation',
    call: () => ({ url: '/api/auth/email-confirmation' }),
    expect: loggedIn(200),
  },
  {
    route: 'POST /api/auth/email-confirmation',
    call: () => ({ url: '/api/auth/email-confirmation' }),
    expect: loggedIn(200),
  },
  {
    route: 'GET /api/auth/providers',
    call: () => ({ url: '/api/auth/providers' }),
    expect: everyone(200),
  },
  // Google sign-in is not configured in this test: 404 GOOGLE_SIGN_IN_DISABLED for everyone
  {
    route: 'GET /api/auth/google',
    call: () => ({ url: '/api/auth/google' }),
    expect: everyone(404),
  },
  {
    route: 'GET /api/auth/google/callback',
    call: () => ({ url: '/api/auth/google/callback?code=x&state=y' }),
    expect: everyone(404),
  },
  // The signed-in user's own profile
  { route: 'GET /api/users/me', call: () => ({ url: '/api/users/me' }), expect: loggedIn(200) },
  {
    route: 'PATCH /api/users/me',
    call: () => ({ url: '/api/users/me', payload: { name: 'Matrix Name' } }),
    expect: loggedIn(200),
  },
  {
    route: 'POST /api/users/me/photo',
    call: () => {
      const { payload, headers } = multipartFile('photo', PNG_BYTES);
      return { url: '/api/users/me/photo', payload, headers };
    },
    expect: loggedIn(200),
  },
  // The signed-in user's own phone and address book
  {
    route: 'GET /api/users/me/addresses',
    call: () => ({ url: '/api/users/me/addresses' }),
    expect: loggedIn(200),
  },
  {
    route: 'POST /api/users/me/addresses',
    call: () => ({
      url: '/api/users/me/addresses',
      payload: { label: 'Matrix', ...ORDER_CONTACT },
    }),
    expect: loggedIn(201),
  },
  {
    route: 'PUT /api/users/me/addresses/:id',
    call: () => ({
      url: `/api/users/me/addresses/${customerAddresses.edit}`,
      payload: { ...ORDER_CONTACT, address: 'House 9, Road 9' },
    }),
    expect: ownerOnly(200),
  },
  {
    route: 'POST /api/users/me/addresses/:id/default',
    call: () => ({ url: `/api/users/me/addresses/${customerAddresses.makeDefault}/default` }),
    expect: ownerOnly(200),
  },
  {
    route: 'DELETE /api/users/me/addresses/:id',
    call: () => ({ url: `/api/users/me/addresses/${customerAddresses.remove}` }),
    expect: ownerOnly(200),
  },
  {
    route: 'PUT /api/users/me/phone',
    call: () => ({ url: '/api/users/me/phone', payload: { phone: '01812345678' } }),
    expect: loggedIn(200),
  },
  {
    route: 'DELETE /api/users/me/phone',
    call: () => ({ url: '/api/users/me/phone' }),
    expect: loggedIn(200),
  },
  // The shop's image storage: any signed-in account uploads
  {
    route: 'POST /api/images',
    call: () => {
      const { payload, headers } = multipartFile('image', TINY_PNG);
      return { url: '/api/images', payload, headers };
    },
    expect: loggedIn(201),
  },
  // Owned: the customer's own email, or an admin
  {
    route: 'GET /api/admin/:email',
    call: () => ({ url: `/api/admin/${encodeURIComponent(CUSTOMER.email)}` }),
    expect: { anonymous: 401, customer: 200, otherCustomer: 403, admin: 200 },
  },
  // Orders: any signed-in account orders; owned orders answer 404 to another customer (no IDOR)
  {
    route: 'POST /api/booking',
    call: () => ({
      url: '/api/booking',
      payload: { partsId: PART_ID, quantity: 1, ...ORDER_CONTACT },
    }),
    expect: loggedIn(201),
  },
  {
    route: 'POST /api/orders',
    call: () => ({
      url: '/api/orders',
      payload: { lines: [{ partId: PART_ID, quantity: 1 }], ...ORDER_CONTACT },
    }),
    expect: loggedIn(201),
  },
  {
    route: 'GET /api/booking/:email',
    call: () => ({ url: `/api/booking/${encodeURIComponent(CUSTOMER.email)}` }),
    expect: { anonymous: 401, customer: 200, otherCustomer: 403, admin: 200 },
  },
  {
    route: 'GET /api/orders/summary',
    call: () => ({ url: '/api/orders/summary' }),
    expect: loggedIn(200),
  },
  {
    route: 'GET /api/orders/:id',
    call: () => ({ url: `/api/orders/${customerOrders.read}` }),
    expect: { anonymous: 401, customer: 200, otherCustomer: 404, admin: 200 },
  },
  {
    route: 'GET /api/orders/:id/tracking',
    call: () => ({ url: `/api/orders/${customerOrders.read}/tracking` }),
    expect: { anonymous: 401, customer: 200, otherCustomer: 404, admin: 200 },
  },
  // The public /track form: whoever knows the number and the phone (rate-limited per IP)
  {
    route: 'POST /api/track',
    call: () => ({
      url: '/api/track',
      payload: { number: customerOrders.read.slice(-6), phone: ORDER_CONTACT.phone },
    }),
    expect: everyone(200),
  },
  // Callers go in CALLERS order: the owner cancels (200), another customer gets 404 (not theirs),
  // then the admin reaches the already-cancelled order (409 ORDER_NOT_CANCELLABLE).
  {
    route: 'DELETE /api/booking/:id',
    call: () => ({ url: `/api/booking/${customerOrders.cancel}` }),
    expect: { anonymous: 401, customer: 200, otherCustomer: 404, admin: 409 },
  },
  {
    route: 'GET /api/booking',
    call: () => ({ url: '/api/booking?limit=5' }),
    expect: adminOnly(200),
  },
  // Card payments: only the order's owner pays (another customer, and an admin, get 404 for it)
  {
    route: 'POST /api/create-payment-intent',
    call: () => ({ url: '/api/create-payment-intent', payload: { orderId: customerOrders.read } }),
    expect: { anonymous: 401, customer: 200, otherCustomer: 404, admin: 404 },
  },
  // Send money + TrxID: the ways to pay are public; a claim needs the order's own
  // customer (someone else's order, or none, is 404); the queue and its decisions are admins'.
  {
    route: 'GET /api/payments/options',
    call: () => ({ url: '/api/payments/options' }),
    expect: everyone(200),
  },
  // bKash Tokenized Checkout is off here (no BKASH_* keys): the customer's call passes the guard and
  // gets 404; the callback (bKash redirects the browser) is public. Owners, others and admins with
  // bKash on: test/bkash-checkout.e2e-spec.ts (the delivery charge in advance: test/risk-advance.e2e-spec.ts).
  {
    route: 'POST /api/payments/bkash/checkout',
    call: () => ({
      url: '/api/payments/bkash/checkout',
      payload: { orderId: customerOrders.read },
    }),
    expect: loggedIn(404),
  },
  {
    route: 'POST /api/payments/bkash/advance',
    call: () => ({
      url: '/api/payments/bkash/advance',
      payload: { orderId: customerOrders.read },
    }),
    expect: loggedIn(404),
  },
  {
    route: 'GET /api/payments/bkash/callback',
    call: () => ({ url: '/api/payments/bkash/callback?paymentID=TR0011MATRIX&status=success' }),
    expect: everyone(404),
  },
  {
    route: 'POST /api/orders/:id/wallet-payment',
    call: () => ({
      url: `/api/orders/${NOBODY_ID}/wallet-payment`,
      payload: { wallet: 'bkash', senderNumber: '01712345678', trxId: '9FK3L0M2QX' },
    }),
    expect: loggedIn(404),
  },
  {
    route: 'GET /api/admin/wallet-payments',
    call: () => ({ url: '/api/admin/wallet-payments?state=verifying&page=1&limit=5' }),
    expect: adminOnly(200),
  },
  {
    route: 'PATCH /api/admin/wallet-payments/:orderId',
    call: () => ({
      url: `/api/admin/wallet-payments/${NOBODY_ID}`,
      payload: { decision: 'verified' },
    }),
    expect: adminOnly(404),
  },
  // The owner (or an admin) reaches the provider check: a made-up transaction id is not confirmed
  {
    route: 'PATCH /api/booking/:id',
    call: () => ({
      url: `/api/booking/${customerOrders.read}`,
      payload: { transactionId: 'pi_sandbox_madeup' },
    }),
    expect: { anonymous: 401, customer: 409, otherCustomer: 404, admin: 409 },
  },
  {
    route: 'POST /api/payments/sandbox/confirm',
    call: () => ({
      url: '/api/payments/sandbox/confirm',
      payload: {
        clientSecret: 'pi_sandbox_0_secret_0',
        cardNumber: '4242424242424242',
        expiry: '12/40',
        cvc: '123',
      },
    }),
    expect: loggedIn(404),
  },
  // Stripe's webhook is public (its signature is the authentication); with the sandbox active here
  // it answers 404 to everyone, never 401
  {
    route: 'POST /api/payments/webhook',
    call: () => ({
      url: '/api/payments/webhook',
      payload: { id: 'evt_matrix', object: 'event' },
      headers: { 'stripe-signature': 't=1,v1=00' },
    }),
    expect: everyone(404),
  },
  // The couriers' webhooks are public (each courier's secret is the authentication); without the
  // secrets configured here they answer 404 to everyone, never 401 or 500
  {
    route: 'POST /api/couriers/steadfast/webhook',
    call: () => ({
      url: '/api/couriers/steadfast/webhook',
      payload: {
        notification_type: 'delivery_status',
        consignment_id: 1,
        invoice: 'MATRIX',
        status: 'delivered',
      },
      headers: { authorization: 'Bearer matrix' },
    }),
    expect: everyone(404),
  },
  {
    route: 'POST /api/couriers/pathao/webhook',
    call: () => ({
      url: '/api/couriers/pathao/webhook',
      payload: { event: 'webhook_integration' },
      headers: { 'x-pathao-signature': 'matrix' },
    }),
    expect: everyone(404),
  },
  {
    route: 'POST /api/couriers/redx/webhook',
    call: () => ({
      url: '/api/couriers/redx/webhook?token=matrix',
      payload: { tracking_number: 'MATRIX', status: 'delivered' },
    }),
    expect: everyone(404),
  },
  // Couriers (admins): no order with this id (404); bulk: no courier has keys here (409)
  {
    route: 'POST /api/admin/orders/:id/shipment',
    call: () => ({
      url: `/api/admin/orders/${NOBODY_ID}/shipment`,
      payload: { courier: 'steadfast' },
    }),
    expect: adminOnly(404),
  },
  {
    route: 'GET /api/admin/orders/:id/shipment',
    call: () => ({ url: `/api/admin/orders/${NOBODY_ID}/shipment` }),
    expect: adminOnly(404),
  },
  {
    route: 'DELETE /api/admin/orders/:id/shipment',
    call: () => ({ url: `/api/admin/orders/${NOBODY_ID}/shipment` }),
    expect: adminOnly(404),
  },
  {
    route: 'GET /api/admin/couriers',
    call: () => ({ url: '/api/admin/couriers' }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/admin/shipments',
    call: () => ({ url: `/api/admin/shipments?orderIds=${NOBODY_ID}` }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/shipments/bulk',
    call: () => ({
      url: '/api/admin/shipments/bulk',
      payload: { courier: 'redx', orderIds: [NOBODY_ID] },
    }),
    expect: adminOnly(409),
  },
  // Cash-on-delivery reconciliation (admins): the ledger, a payout, a statement naming a
  // consignment the shop does not have (400 naming its row)
  {
    route: 'GET /api/admin/cod-ledger',
    call: () => ({ url: '/api/admin/cod-ledger?courier=steadfast&differing=true' }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/cod-ledger/payouts',
    call: (n) => ({
      url: '/api/admin/cod-ledger/payouts',
      payload: { courier: 'pathao', paidOn: '2026-11-28', reference: `MATRIX-${n}`, amount: 100 },
    }),
    expect: adminOnly(201),
  },
  {
    route: 'POST /api/admin/cod-ledger/statements',
    call: () => {
      const { payload, headers } = multipartFile(
        'statement',
        Buffer.from(
          'consignment_id,collected,delivery_charge,cod_fee,paid,reference,paid_on\nNOPE1,100,60,1,39,M-1,2026-11-28\n',
        ),
        'statement.csv',
        'text/csv',
      );
      return { url: '/api/admin/cod-ledger/statements?courier=redx', payload, headers };
    },
    expect: adminOnly(400),
  },
  // Risk check by phone (admins; never a customer): no order with this id (404)
  {
    route: 'GET /api/admin/orders/:id/risk',
    call: () => ({ url: `/api/admin/orders/${NOBODY_ID}/risk` }),
    expect: adminOnly(404),
  },
  {
    route: 'POST /api/admin/orders/:id/risk/advance-request',
    call: () => ({ url: `/api/admin/orders/${NOBODY_ID}/risk/advance-request` }),
    expect: adminOnly(404),
  },
  {
    route: 'DELETE /api/admin/orders/:id/risk/advance-request',
    call: () => ({ url: `/api/admin/orders/${NOBODY_ID}/risk/advance-request?reason=matrix` }),
    expect: adminOnly(404),
  },
  {
    route: 'GET /api/admin/risk/flags',
    call: () => ({ url: `/api/admin/risk/flags?orderIds=${NOBODY_ID}` }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/admin/risk/rule',
    call: () => ({ url: '/api/admin/risk/rule' }),
    expect: adminOnly(200),
  },
  {
    route: 'PUT /api/admin/risk/rule',
    call: () => ({
      url: '/api/admin/risk/rule',
      payload: { enabled: true, minParcels: 3, minSuccessPercent: 60, action: 'mark', version: 0 },
    }),
    expect: adminOnly(200),
  },
  // Documents (admins): invoices and labels of an order nobody has (404)
  {
    route: 'GET /api/orders/:id/invoice.pdf',
    call: () => ({ url: `/api/orders/${NOBODY_ID}/invoice.pdf` }),
    expect: adminOnly(404),
  },
  {
    route: 'GET /api/orders/:id/label.pdf',
    call: () => ({ url: `/api/orders/${NOBODY_ID}/label.pdf?lang=bn` }),
    expect: adminOnly(404),
  },
  {
    route: 'POST /api/orders/invoices.pdf',
    call: () => ({ url: '/api/orders/invoices.pdf', payload: { orderIds: [NOBODY_ID] } }),
    expect: adminOnly(404),
  },
  {
    route: 'POST /api/orders/labels.pdf',
    call: () => ({ url: '/api/orders/labels.pdf', payload: { orderIds: [NOBODY_ID], lang: 'en' } }),
    expect: adminOnly(404),
  },
  // Admin only (an id nobody has: the admin gets past the guards to 404)
  {
    route: 'PATCH /api/orders/:id/status',
    call: () => ({ url: `/api/orders/${NOBODY_ID}/status`, payload: { status: 'confirmed' } }),
    expect: adminOnly(404),
  },
  {
    route: 'POST /api/orders/:id/cash-collected',
    call: () => ({ url: `/api/orders/${NOBODY_ID}/cash-collected` }),
    expect: adminOnly(404),
  },
  {
    route: 'POST /api/orders/:id/refunds',
    call: () => ({ url: `/api/orders/${NOBODY_ID}/refunds`, payload: { reason: 'matrix' } }),
    expect: adminOnly(404),
  },
  {
    route: 'POST /api/orders/:id/returns',
    call: () => ({
      url: `/api/orders/${NOBODY_ID}/returns`,
      payload: { lines: [{ partId: NOBODY_ID, quantity: 1 }], reason: 'matrix' },
    }),
    // Customers only (an admin asks no returns); nobody's order answers 404 like another customer's.
    expect: { anonymous: 401, customer: 404, otherCustomer: 404, admin: 403 },
  },
  {
    route: 'PATCH /api/orders/:id/returns/:returnId',
    call: () => ({
      url: `/api/orders/${NOBODY_ID}/returns/${NOBODY_ID}`,
      payload: { action: 'approve' },
    }),
    expect: adminOnly(404),
  },
  { route: 'GET /api/user', call: () => ({ url: '/api/user' }), expect: adminOnly(200) },
  { route: 'GET /api/contact', call: () => ({ url: '/api/contact' }), expect: adminOnly(200) },
  {
    route: 'PATCH /api/users/:id/role',
    call: () => ({ url: `/api/users/${NOBODY_ID}/role`, payload: { role: 'admin' } }),
    expect: adminOnly(404),
  },
  {
    route: 'DELETE /api/users/:id',
    call: () => ({ url: `/api/users/${NOBODY_ID}` }),
    expect: adminOnly(404),
  },
  // Admin tools: products, low stock, the sales summary, the Contact Us inbox
  {
    route: 'POST /api/part',
    call: (n) => ({
      url: '/api/part',
      payload: {
        name: `Matrix Part ${n}`,
        price: '120',
        quantity: '3',
        description: 'Matrix',
        img: reviewPhoto,
      },
    }),
    expect: adminOnly(201),
  },
  {
    route: 'PUT /api/part/:id',
    call: () => ({
      url: `/api/part/${adminTargets.part}`,
      payload: {
        _id: adminTargets.part,
        name: 'Matrix Edit',
        price: 120,
        quantity: '7',
        description: 'Matrix',
        img: reviewPhoto,
      },
    }),
    expect: adminOnly(200),
  },
  {
    route: 'PUT /api/priceUpdate/:id',
    call: () => ({
      url: `/api/priceUpdate/${adminTargets.part}`,
      payload: {
        _id: adminTargets.part,
        name: 'Matrix Edit',
        price: '130',
        quantity: 7,
        description: 'Matrix',
        img: reviewPhoto,
      },
    }),
    expect: adminOnly(200),
  },
  {
    route: 'DELETE /api/part/:id',
    call: () => ({ url: `/api/part/${adminTargets.partToDelete}` }),
    expect: adminOnly(200),
  },
  {
    route: 'PATCH /api/admin/products/:id',
    call: (n) => ({
      url: `/api/admin/products/${adminTargets.part}`,
      payload: { name: `Matrix Renamed ${n}`, brand: 'Matrix' },
    }),
    expect: adminOnly(200),
  },
  {
    route: 'PUT /api/admin/products/:id/variants',
    // A new SKU per call: the admin's save archives the one before (saved variants stay).
    call: (n) => ({
      url: `/api/admin/products/${adminTargets.part}/variants`,
      payload: { options: [], variants: [{ sku: `MATRIX-VARIANT-${n}`, values: [], price: 500 }] },
    }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/admin/spec-templates',
    call: () => ({ url: '/api/admin/spec-templates' }),
    expect: adminOnly(200),
  },
  {
    route: 'PUT /api/admin/spec-templates/:category',
    // Only the admin's call gets past the guard; it saves the never-saved default (revision 0).
    call: () => ({
      url: '/api/admin/spec-templates/suitcase',
      payload: {
        revision: 0,
        groups: [
          {
            key: 'build',
            label: { en: 'Build', bn: 'গঠন' },
            fields: [{ key: 'wheels', label: { en: 'Wheels', bn: 'চাকা' }, type: 'number' }],
          },
        ],
      },
    }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/admin/low-stock',
    call: () => ({ url: '/api/admin/low-stock?max=5' }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/sales/summary',
    call: () => ({ url: '/api/sales/summary' }),
    expect: adminOnly(200),
  },
  // Delivery zones and charges: the rate table is the admins'; the checkout's quote is public
  {
    route: 'GET /api/admin/shipping/rates',
    call: () => ({ url: '/api/admin/shipping/rates' }),
    expect: adminOnly(200),
  },
  {
    route: 'PUT /api/admin/shipping/rates',
    call: () => ({
      url: '/api/admin/shipping/rates',
      payload: { ...DEFAULT_RATE_TABLE, version: 0 },
    }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/shipping/quote',
    call: () => ({
      url: '/api/shipping/quote',
      payload: { district: 'Sylhet', lines: [{ partId: PART_ID, quantity: 1 }] },
    }),
    expect: everyone(200),
  },
  // The audit log: read-only, admins only
  {
    route: 'GET /api/admin/activity',
    call: () => ({ url: '/api/admin/activity?targetType=product&limit=5' }),
    expect: adminOnly(200),
  },
  // Releases of the remotes (npm run release): admins only. Nothing is in this test's release
  // store and nothing is live, so an admin's call gets past the guards to the release's own answer.
  {
    route: 'GET /api/admin/releases',
    call: () => ({ url: '/api/admin/releases' }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/admin/releases/load-counts',
    call: () => ({ url: '/api/admin/releases/load-counts' }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/releases',
    call: (n) => ({
      url: '/api/admin/releases',
      payload: {
        remote: 'mfe-shop',
        version: `9.0.${n}`,
        buildId: 'matrix',
        integrity: `sha384-${'A'.repeat(64)}`,
        manifestIntegrity: `sha384-${'A'.repeat(64)}`,
      },
    }),
    expect: adminOnly(404),
  },
  {
    route: 'POST /api/admin/releases/promote',
    call: () => ({
      url: '/api/admin/releases/promote',
      payload: { remote: 'mfe-shop', version: '9.9.9' },
    }),
    expect: adminOnly(404),
  },
  {
    route: 'POST /api/admin/releases/rollback',
    call: () => ({ url: '/api/admin/releases/rollback', payload: { remote: 'mfe-shop' } }),
    expect: adminOnly(409),
  },
  {
    route: 'POST /api/admin/releases/canary',
    call: () => ({
      url: '/api/admin/releases/canary',
      payload: { remote: 'mfe-shop', version: '9.9.9', percent: 10 },
    }),
    expect: adminOnly(409),
  },
  {
    route: 'POST /api/admin/releases/abort',
    call: () => ({ url: '/api/admin/releases/abort', payload: { remote: 'mfe-shop' } }),
    expect: adminOnly(409),
  },
  {
    route: 'PATCH /api/contact/:id',
    call: () => ({ url: `/api/contact/${adminTargets.message}`, payload: { handled: true } }),
    expect: adminOnly(200),
  },
  // Logged-in non-admins only (spec §2: Add Review is for non-admins)
  {
    route: 'POST /api/review',
    call: (_n, caller) => ({
      url: '/api/review',
      payload: {
        name: 'Matrix',
        retting: 5,
        review: 'Good',
        img: ownPhotos[caller] ?? reviewPhoto,
      },
    }),
    expect: { anonymous: 401, customer: 201, otherCustomer: 201, admin: 403 },
  },
  // A reviewer's own reviews: anyone signed in; another's review answers 404 like none
  {
    route: 'GET /api/review/mine',
    call: () => ({ url: '/api/review/mine' }),
    expect: loggedIn(200),
  },
  {
    route: 'DELETE /api/review/:id',
    call: () => ({ url: `/api/review/${NOBODY_ID}` }),
    expect: loggedIn(404),
  },
  // Review moderation: admins only
  {
    route: 'GET /api/admin/reviews',
    call: () => ({ url: '/api/admin/reviews?visibility=hidden&page=1&limit=5' }),
    expect: adminOnly(200),
  },
  {
    route: 'PATCH /api/admin/reviews/:id',
    call: () => ({
      url: `/api/admin/reviews/${NOBODY_ID}`,
      payload: { visibility: 'hidden', reason: 'Matrix reason' },
    }),
    expect: adminOnly(404),
  },
  {
    route: 'DELETE /api/admin/reviews/:id',
    call: () => ({ url: `/api/admin/reviews/${NOBODY_ID}`, payload: { reason: 'Matrix reason' } }),
    expect: adminOnly(404),
  },
];

/** "METHOD /api/..." for every handler Nest mapped, from the same metadata its router reads. */
function registeredRoutes(app: NestFastifyApplication): string[] {
  const discovery = app.get(DiscoveryService);
  const scanner = app.get(MetadataScanner);
  const join = (...parts: (string | undefined)[]) =>
    '/' +
    parts
      .map((part) => (part ?? '').replace(/^\/+|\/+$/g, ''))
      .filter(Boolean)
      .join('/');
  const routes: string[] = [];
  for (const wrapper of discovery.getControllers()) {
    const { instance, metatype } = wrapper;
    if (!instance || !metatype) continue;
    const controllerPaths = ([] as string[]).concat(
      Reflect.getMetadata(PATH_METADATA, metatype) ?? '',
    );
    const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name] as object;
      const methodPath = Reflect.getMetadata(PATH_METADATA, handler) as
        string | string[] | undefined;
      if (methodPath === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      for (const controllerPath of controllerPaths) {
        for (const path of ([] as string[]).concat(methodPath)) {
          routes.push(`${method} ${join(API_PREFIX, controllerPath, path)}`);
        }
      }
    }
  }
  return routes.sort();
}

describe('authorization matrix (spec §6): every route, every kind of caller', () => {
  let app: NestFastifyApplication;
  const sessions: Partial<Record<Caller, Session>> = {};

  beforeAll(async () => {
    app = await bootApp({ database: 'e2e-authorization-matrix', extraImports: [DiscoveryModule] });
    sessions.customer = await login(app, CUSTOMER);
    sessions.admin = await login(app, ADMIN);
    sessions.otherCustomer = await signup(app, {
      name: 'Other Customer',
      email: 'other@mail.com',
      password: 'Other#2026',
    });
    for (const which of ['read', 'cancel'] as const) {
      const booked = await app.inject({
        method: 'POST',
        url: '/api/booking',
        payload: { partsId: PART_ID, quantity: 1, ...ORDER_CONTACT },
        headers: bearer(sessions.customer),
      });
      customerOrders[which] = (booked.json() as { insertedId: string }).insertedId;
    }
    for (const which of ['edit', 'makeDefault', 'remove'] as const) {
      const saved = await app.inject({
        method: 'POST',
        url: '/api/users/me/addresses',
        payload: { label: which, ...ORDER_CONTACT },
        headers: bearer(sessions.customer),
      });
      const book = saved.json() as { addresses: { id: string; label?: string }[] };
      customerAddresses[which] = book.addresses.find((address) => address.label === which)!.id;
    }
    const photo = multipartFile('image', TINY_PNG);
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/images',
      payload: photo.payload,
      headers: { ...photo.headers, ...bearer(sessions.customer) },
    });
    reviewPhoto = (uploaded.json() as { data: { url: string } }).data.url;
    ownPhotos.customer = reviewPhoto;
    const otherPhoto = multipartFile('image', TINY_PNG);
    const otherUpload = await app.inject({
      method: 'POST',
      url: '/api/images',
      payload: otherPhoto.payload,
      headers: { ...otherPhoto.headers, ...bearer(sessions.otherCustomer) },
    });
    ownPhotos.otherCustomer = (otherUpload.json() as { data: { url: string } }).data.url;
    for (const which of ['part', 'partToDelete'] as const) {
      const created = await app.inject({
        method: 'POST',
        url: '/api/part',
        payload: {
          name: `Matrix ${which}`,
          price: '100',
          quantity: '10',
          description: 'Made by the matrix',
          img: reviewPhoto,
        },
        headers: bearer(sessions.admin),
      });
      adminTargets[which] = (created.json() as { insertedId: string }).insertedId;
    }
    const message = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { email: 'inbox@mail.com', subject: 'Matrix inbox', message: 'Mark me handled' },
      remoteAddress: nextAddress(),
    });
    adminTargets.message = (message.json() as { insertedId: string }).insertedId;
  });

  afterAll(() => dropAndClose(app));

  it('lists every registered route exactly once, and no route that does not exist', () => {
    const registered = registeredRoutes(app);
    const listed = MATRIX.map((row) => row.route).sort();
    expect(registered.length).toBeGreaterThan(15);
    expect(new Set(listed).size).toBe(listed.length);
    // A failure here names the route: add it to MATRIX with the status each caller must get.
    expect(registered.filter((route) => !listed.includes(route))).toEqual([]);
    expect(listed.filter((route) => !registered.includes(route))).toEqual([]);
  });

  let n = 0;
  describe.each(MATRIX)('$route', (row) => {
    it.each(CALLERS)('answers %s as the table says', async (caller) => {
      n += 1;
      const method = row.route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const call = row.call(n, caller);
      const res = await app.inject({
        method,
        url: call.url,
        payload: call.payload as never,
        headers: { ...call.headers, ...bearer(sessions[caller]) },
        remoteAddress: nextAddress(),
      });
      expect({
        caller,
        status: res.statusCode,
        body: res.statusCode >= 400 ? res.json() : undefined,
      }).toMatchObject({
        caller,
        status: row.expect[caller],
      });
      if (res.statusCode === 401) expect(res.json()).toHaveProperty('code');
    });
  });

  it('keeps the OpenAPI UI and document, static images and uploads public', async () => {
    expect(reviewPhoto).toMatch(/^\/uploads\/images\/[0-9a-f]{32}-800\.webp$/);
    for (const url of [
      '/api/docs',
      '/api/docs-json',
      '/static/avatars/rahim-uddin.svg',
      // The seed pictures' PNG previews (a Fastify route beside the static files, not a Nest route).
      '/static/products/realme-c53.png',
      reviewPhoto,
    ]) {
      expect({ url, status: (await app.inject({ method: 'GET', url })).statusCode }).toEqual({
        url,
        status: 200,
      });
    }
  });

  it("answers 401 with 'No user is logged in' for a bad, expired-looking or missing token", async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer not-a-jwt' },
      { authorization: `Bearer ${sessions.customer!.accessToken}x` },
    ]) {
      const res = await app.inject({ method: 'GET', url: '/api/users/me', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        statusCode: 401,
        code: 'UNAUTHORIZED',
        message: 'No user is logged in',
      });
    }
  });
});
