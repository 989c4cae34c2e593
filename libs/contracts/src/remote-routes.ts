/**
 * The one route table of the remotes: every page a remote exposes, where the shell shows it, who it
 * is for and its dashboard menu label. The shell's routes and dashboard menu are built from it, each
 * remote's standalone app maps its own entries to its pages, and a test in `tools/webpack` checks
 * every remote's webpack `exposes` against it. Adding a page to a remote = the remote's page + its
 * `exposes` line + one entry here.
 *
 * Types only and plain data: the API never reads it, but it is the contract between separately
 * built frontends, like the rest of this library.
 */

/** Module Federation names of the remotes (as in `/config.json` → `remotes`). */
export const REMOTE_NAMES = ['mfe_shop', 'mfe_dashboard', 'mfe_admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Where a remote's pages hang in the shell: the storefront at `/`, the dashboard frame at `/dashboard`. */
export const REMOTE_BASE_PATH = {
  mfe_shop: '/',
  mfe_dashboard: '/dashboard',
  mfe_admin: '/dashboard',
} as const satisfies Record<RemoteName, string>;

/**
 * Who a page is for (spec §2 "Visible to"):
 * - `public`: anyone (storefront);
 * - `all`: every signed-in person;
 * - `customer`: signed-in non-admins — the menu hides it from admins; the route itself only asks
 *   for a session (as the spec's routes do);
 * - `admin`: admins only — the shell checks the admin flag before it requests the admin remote.
 * Two entries with the same path, one `customer` and one `admin`, are one route whose page is
 * chosen by the role (the dashboard index).
 */
export type PageAudience = 'public' | 'all' | 'customer' | 'admin';

interface RemoteRouteFields {
  /** The exposed module, as in the remote's webpack `exposes`, e.g. `'./ManagePartsPage'`. */
  expose: `./${string}`;
  /** Path below the remote's base path (`REMOTE_BASE_PATH`); `''` is the index. */
  path: string;
  /** Label in the dashboard menu (exact spec text); pages without one are reached by links. */
  menuLabel?: string;
  /**
   * The query parameters the page reads (public pages): the server renderer's page cache keeps one
   * page per value of these and ignores any other parameter (`utm_…`, `fbclid`), which it also
   * leaves out of what it renders (web-server/src/page-url.ts). A page that starts reading
   * another parameter must name it here, or every value of it is served the same page.
   */
  query?: readonly string[];
}

/** One row of the table. The admin remote holds admin pages only, the storefront public ones. */
export type RemoteRoute =
  | (RemoteRouteFields & { remote: 'mfe_shop'; audience: 'public' })
  | (RemoteRouteFields & { remote: 'mfe_dashboard'; audience: 'all' | 'customer' })
  | (RemoteRouteFields & { remote: 'mfe_admin'; audience: 'admin' });

/** In dashboard-menu order (spec §2). */
export const REMOTE_ROUTES = [
  { remote: 'mfe_shop', expose: './HomePage', path: '', audience: 'public' },
  { remote: 'mfe_shop', expose: './HomePage', path: 'home', audience: 'public' },
  {
    remote: 'mfe_shop',
    expose: './ShopsPage',
    path: 'shops',
    audience: 'public',
    // readListingParams of mfe-shop's catalogue feature (and the page's head, shops-head.tsx): the
    // search, the spec's category and price sort, the page, and the filter column (lists are one
    // comma-separated value: the page cache keeps one value per name).
    query: ['q', 'category', 'sort', 'page', 'brand', 'min', 'max', 'inStock', 'spec'],
  },
  {
    remote: 'mfe_shop',
    expose: './ProductPage',
    path: 'product/:partId',
    audience: 'public',
    // The variant chosen (`?v=<sku>`, the product page's variant picker); canonical without it.
    query: ['v'],
  },
  { remote: 'mfe_shop', expose: './ReviewsPage', path: 'reviews', audience: 'public' },
  { remote: 'mfe_shop', expose: './DailyDealsPage', path: 'dailyD', audience: 'public' },
  { remote: 'mfe_shop', expose: './ContactPage', path: 'cService', audience: 'public' },
  { remote: 'mfe_shop', expose: './CartPage', path: 'cart', audience: 'public' },
  {
    remote: 'mfe_shop',
    expose: './ComparePage',
    path: 'compare',
    audience: 'public',
    // The products compared, `?ids=<id>,<id>…` (the compare tray's link); never indexed.
    query: ['ids'],
  },
  // Where an order is, by its number and phone (a form; the answer is asked for from the browser).
  { remote: 'mfe_shop', expose: './TrackPage', path: 'track', audience: 'public' },
  {
    remote: 'mfe_dashboard',
    expose: './DashboardHomePage',
    path: '',
    menuLabel: 'Dashboard',
    audience: 'customer',
  },
  {
    remote: 'mfe_admin',
    expose: './AdminHomePage',
    path: '',
    menuLabel: 'Dashboard',
    audience: 'admin',
  },
  {
    remote: 'mfe_dashboard',
    expose: './MyOrdersPage',
    path: 'myOrders',
    menuLabel: 'My Booking Products',
    audience: 'customer',
  },
  {
    remote: 'mfe_dashboard',
    expose: './AddReviewPage',
    path: 'addReview',
    menuLabel: 'Add Review',
    audience: 'customer',
  },
  {
    remote: 'mfe_dashboard',
    expose: './ProfilePage',
    path: 'profile',
    menuLabel: 'My Profile',
    audience: 'all',
  },
  { remote: 'mfe_dashboard', expose: './PaymentPage', path: 'payment/:id', audience: 'customer' },
  {
    remote: 'mfe_admin',
    expose: './AddPartPage',
    path: 'addPart',
    menuLabel: 'Add Products',
    audience: 'admin',
  },
  {
    remote: 'mfe_admin',
    expose: './ManagePartsPage',
    path: 'manageParts',
    menuLabel: 'Manage All Products',
    audience: 'admin',
  },
  {
    remote: 'mfe_admin',
    expose: './EditPartPage',
    path: 'editPart/:partId',
    audience: 'admin',
  },
  {
    remote: 'mfe_admin',
    expose: './SpecSheetsPage',
    path: 'specSheets',
    menuLabel: 'Spec sheets',
    audience: 'admin',
  },
  {
    remote: 'mfe_admin',
    expose: './ManageOrdersPage',
    path: 'manageOrders',
    menuLabel: 'Manage All Orders',
    audience: 'admin',
  },
  // Linked from Manage All Orders (no menu entry of its own).
  { remote: 'mfe_admin', expose: './DeliveryRatesPage', path: 'deliveryRates', audience: 'admin' },
  {
    remote: 'mfe_admin',
    expose: './WalletPaymentsPage',
    path: 'walletPayments',
    menuLabel: 'Wallet payments',
    audience: 'admin',
  },
  {
    remote: 'mfe_admin',
    expose: './CodLedgerPage',
    path: 'codLedger',
    menuLabel: 'COD reconciliation',
    audience: 'admin',
  },
  {
    remote: 'mfe_admin',
    expose: './ManageUsersPage',
    path: 'manageUser',
    menuLabel: 'Manage All User',
    audience: 'admin',
  },
  {
    remote: 'mfe_admin',
    expose: './MessagesPage',
    path: 'messages',
    menuLabel: 'Messages',
    audience: 'admin',
  },
  {
    remote: 'mfe_admin',
    expose: './ReviewsAdminPage',
    path: 'manageReviews',
    menuLabel: 'Reviews',
    audience: 'admin',
  },
  {
    remote: 'mfe_admin',
    expose: './ActivityPage',
    path: 'activity',
    menuLabel: 'Activity',
    audience: 'admin',
  },
  {
    remote: 'mfe_admin',
    expose: './ReleasesPage',
    path: 'releases',
    menuLabel: 'Releases',
    audience: 'admin',
  },
] as const satisfies readonly RemoteRoute[];

export type RemoteRouteEntry = (typeof REMOTE_ROUTES)[number];

/** The modules a remote exposes, as literal types: `RemoteExpose<'mfe_admin'>` is `'./AddPartPage' | …`. */
export type RemoteExpose<R extends RemoteName = RemoteName> = Extract<
  RemoteRouteEntry,
  { remote: R }
>['expose'];

/** The table's rows of one remote, in table order. */
export function routesOf<R extends RemoteName>(
  remote: R,
): Extract<RemoteRouteEntry, { remote: R }>[] {
  return REMOTE_ROUTES.filter(
    (route): route is Extract<RemoteRouteEntry, { remote: R }> => route.remote === remote,
  );
}

/** The distinct modules a remote must expose, in table order. */
export function exposesOf<R extends RemoteName>(remote: R): RemoteExpose<R>[] {
  return [...new Set(routesOf(remote).map((route) => route.expose as RemoteExpose<R>))];
}

/** The absolute URL path of a row, e.g. `/dashboard/manageParts`, `/shops`, `/dashboard`. */
export function routeUrl(route: Pick<RemoteRoute, 'remote' | 'path'>): string {
  const base = REMOTE_BASE_PATH[route.remote];
  if (route.path === '') return base;
  return base === '/' ? `/${route.path}` : `${base}/${route.path}`;
}
