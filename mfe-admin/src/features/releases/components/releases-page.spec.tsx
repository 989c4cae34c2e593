import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReleaseLoadReport, ReleaseRecord, ReleaseStatus } from '@shop/contracts';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'react-toastify';
import { admin, apiError, fakeApi, json, resetStores, storeWith } from '@shop/tools/jest/fake-api';
import {
  latinOutsideNoTranslate,
  switchToBengali,
  switchToEnglish,
} from '../../../testing/bengali';
import { ReleasesPage } from './releases-page';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));
// antd tables and selects render slowly on a busy machine: room beyond jest's 5 s default.
jest.setTimeout(30_000);

// antd's Select opens and closes on a macrotask posted through a MessageChannel, which jsdom lacks.
class TimeoutMessageChannel {
  port1: { onmessage: ((event: unknown) => void) | null } = { onmessage: null };
  port2 = { postMessage: () => void setTimeout(() => this.port1.onmessage?.({ data: null })) };
}
beforeAll(() => {
  (globalThis as { MessageChannel?: unknown }).MessageChannel ??= TimeoutMessageChannel;
});

afterEach(() => {
  jest.clearAllMocks();
  resetStores();
});

const release = (
  remote: ReleaseRecord['remote'],
  version: string,
  over: Partial<ReleaseRecord> = {},
): ReleaseRecord => ({
  remote,
  version,
  buildId: `b-${version}`,
  manifestUrl: `/releases/${remote}/${version}/mf-manifest.json`,
  entryUrl: `/releases/${remote}/${version}/remoteEntry.js`,
  integrity: `sha384-${'A'.repeat(64)}`,
  manifestIntegrity: `sha384-${'B'.repeat(64)}`,
  shared: [],
  exposes: [],
  gitCommit: 'e4a5918c0ffee',
  publishedBy: { userId: '665f00000000000000000002', email: 'admin@shop.local' },
  publishedAt: '2026-11-25T06:05:00.000Z', // 12:05 in Dhaka
  ...over,
});

const STATUS: ReleaseStatus = {
  environment: 'production',
  revision: 7,
  remotes: {
    'mfe-shop': {
      stable: '1.1.0',
      lastKnownGood: '1.0.0',
      canary: { version: '1.2.0', percent: 10, salt: '0123456789abcdef' },
    },
    'mfe-admin': { stable: '2.0.0' },
  },
  releases: [
    release('mfe-shop', '1.2.0'),
    release('mfe-shop', '1.1.0'),
    release('mfe-shop', '1.0.0', { gitCommit: undefined }),
    release('mfe-admin', '2.0.0'),
  ],
};

const COUNTS: ReleaseLoadReport = {
  windowMinutes: 5,
  abortPercent: 2,
  minLoads: 50,
  releases: [
    {
      remote: 'mfe-shop',
      version: '1.2.0',
      loaded: 1190,
      failed: 10,
      failedBy: { manifest: 0, entry: 10, module: 0 },
      lastWindow: { start: '2026-11-25T06:05:00.000Z', loaded: 40, failed: 1 },
    },
    {
      remote: 'mfe-shop',
      version: '1.0.0',
      loaded: 1,
      failed: 0,
      failedBy: { manifest: 0, entry: 0, module: 0 },
      lastWindow: { start: '2026-11-24T06:05:00.000Z', loaded: 1, failed: 0 },
    },
  ],
};

/** The API: the channel (changed by `next` after a change or a 409), the counts, the changes. */
function releasesApi(answer: (kind: string) => Response = () => json(200, STATUS)) {
  let status = STATUS;
  const api = fakeApi({
    'GET /admin/releases': () => json(200, status),
    'GET /admin/releases/load-counts': () => json(200, COUNTS),
    ...Object.fromEntries(
      ['promote', 'canary', 'abort', 'rollback'].map((kind) => [
        `POST /admin/releases/${kind}`,
        () => {
          status = { ...STATUS, revision: STATUS.revision + 1 };
          return answer(kind);
        },
      ]),
    ),
  });
  return api;
}

function renderPage() {
  render(
    <Provider store={storeWith(admin)}>
      <MemoryRouter initialEntries={['/dashboard/releases']}>
        <ReleasesPage />
      </MemoryRouter>
    </Provider>,
  );
}

/** The messages toasted of a kind. */
const toasted = (kind: 'success' | 'error' | 'info') =>
  (toast[kind] as jest.Mock).mock.calls.map((call) => call[0]);

const remoteBlock = async (remote: string) => screen.findByTestId(`releases-${remote}`);

async function confirmInDialog(title: string, reason?: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(title)).toBeTruthy();
  if (reason) {
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: reason } });
  }
  const buttons = within(dialog).getAllByRole('button');
  fireEvent.click(buttons[buttons.length - 1]);
}

describe('Releases (admin)', () => {
  it("shows each remote's stable, canary, last known good and recent releases with their loads", async () => {
    releasesApi();
    renderPage();
    expect(screen.getByRole('heading', { name: 'Releases' })).toBeTruthy();
    const shop = await remoteBlock('mfe-shop');
    expect(within(shop).getByTestId('release-stable').textContent).toBe('1.1.0');
    expect(within(shop).getByTestId('release-canary').textContent).toBe(
      '1.2.0 for 10 % of visitors',
    );
    expect(within(shop).getByTestId('release-last-known-good').textContent).toBe('1.0.0');

    const rows = await within(shop).findAllByTestId('release-row');
    expect(rows.map((row) => row.getAttribute('data-version'))).toEqual([
      '1.2.0',
      '1.1.0',
      '1.0.0',
    ]);
    expect(rows[0].textContent).toContain('Canary');
    expect(rows[0].textContent).toContain('b-1.2.0');
    expect(rows[0].textContent).toContain('e4a5918c0f');
    expect(rows[0].textContent).toContain('admin@shop.local');
    expect(rows[0].textContent).toContain('25 Nov 2026, 12:05');
    await waitFor(() =>
      expect(within(rows[0]).getByTestId('release-loads').textContent).toBe(
        '1,200 loads · 10 failed (0.8 %)',
      ),
    );
    expect(rows[1].textContent).toContain('Stable');
    expect(rows[1].textContent).toContain('No loads counted yet');
    expect(rows[2].textContent).toContain('Last known good');
    expect(within(rows[2]).getByTestId('release-loads').textContent).toBe(
      '1 load · 0 failed (0 %)',
    );

    const dashboard = await remoteBlock('mfe-dashboard');
    expect(within(dashboard).getByTestId('release-stable').textContent).toBe(
      'Nothing released yet',
    );
    expect(dashboard.textContent).toContain('No release published yet.');
    // Nothing to promote or try: no actions.
    expect(within(dashboard).queryByRole('button', { name: 'Promote' })).toBeNull();
    // Nothing to roll back to, no canary: those actions are not offered.
    const adminTools = await remoteBlock('mfe-admin');
    expect(within(adminTools).queryByRole('button', { name: 'Abort canary' })).toBeNull();
    expect(within(adminTools).queryByRole('button', { name: /Roll back/ })).toBeNull();
  });

  it('promotes the chosen release on the revision shown, with the reason, and reads the channel again', async () => {
    const api = releasesApi();
    renderPage();
    const shop = await remoteBlock('mfe-shop');
    fireEvent.click(within(shop).getByRole('button', { name: 'Promote' }));
    expect(api.calls('POST', '/admin/releases/promote')).toHaveLength(0);
    await confirmInDialog('Make 1.2.0 the stable release of Storefront?', 'Footer fix');

    await waitFor(() =>
      expect(toasted('success')).toEqual(['1.2.0 is now the stable release of Storefront.']),
    );
    expect(await api.calls('POST', '/admin/releases/promote')[0].json()).toEqual({
      remote: 'mfe-shop',
      version: '1.2.0',
      expectedRevision: 7,
      reason: 'Footer fix',
    });
    await waitFor(() => expect(api.calls('GET', '/admin/releases')).toHaveLength(2));
  });

  it('starts a canary with its percent, aborts one, and rolls back to the last known good', async () => {
    const api = releasesApi();
    renderPage();
    let shop = await remoteBlock('mfe-shop');
    const percent = within(shop).getByRole('spinbutton', {
      name: 'Share of visitors for the canary',
    });
    fireEvent.change(percent, { target: { value: '25' } });
    fireEvent.click(within(shop).getByRole('button', { name: 'Start canary' }));
    await confirmInDialog('Offer 1.2.0 of Storefront to 25 % of visitors?');
    await waitFor(() => expect(api.calls('POST', '/admin/releases/canary')).toHaveLength(1));
    expect(await api.calls('POST', '/admin/releases/canary')[0].json()).toEqual({
      remote: 'mfe-shop',
      version: '1.2.0',
      percent: 25,
      expectedRevision: 7,
    });

    await waitFor(() => expect(api.calls('GET', '/admin/releases')).toHaveLength(2));
    shop = await remoteBlock('mfe-shop');
    fireEvent.click(within(shop).getByRole('button', { name: 'Abort canary' }));
    await confirmInDialog('Stop the canary of Storefront?');
    await waitFor(() => expect(api.calls('POST', '/admin/releases/abort')).toHaveLength(1));
    expect(await api.calls('POST', '/admin/releases/abort')[0].json()).toEqual({
      remote: 'mfe-shop',
      expectedRevision: 8,
    });

    await waitFor(() => expect(api.calls('GET', '/admin/releases')).toHaveLength(3));
    shop = await remoteBlock('mfe-shop');
    fireEvent.click(within(shop).getByRole('button', { name: 'Roll back to 1.0.0' }));
    await confirmInDialog('Roll Storefront back to 1.0.0?');
    await waitFor(() => expect(api.calls('POST', '/admin/releases/rollback')).toHaveLength(1));
    expect(await api.calls('POST', '/admin/releases/rollback')[0].json()).toMatchObject({
      remote: 'mfe-shop',
      version: '1.0.0',
    });
  });

  it('says that someone else changed the channel (409), once, and shows it as it is now', async () => {
    const api = releasesApi(() =>
      apiError(
        409,
        'RELEASE_CHANNEL_CHANGED',
        'The release channel changed (revision 7 is no longer current)',
      ),
    );
    renderPage();
    const shop = await remoteBlock('mfe-shop');
    fireEvent.click(within(shop).getByRole('button', { name: 'Promote' }));
    await confirmInDialog('Make 1.2.0 the stable release of Storefront?');
    await waitFor(() =>
      expect(toasted('info')).toEqual([
        'Someone else changed the releases meanwhile — reloaded. Check them and decide again.',
      ]),
    );
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
    await waitFor(() => expect(api.calls('GET', '/admin/releases')).toHaveLength(2));
  });

  it('toasts any other refusal with its message', async () => {
    releasesApi(() =>
      apiError(
        409,
        'RELEASE_INTEGRITY_MISMATCH',
        'remoteEntry.js of mfe-shop 1.2.0 does not match',
      ),
    );
    renderPage();
    fireEvent.click(within(await remoteBlock('mfe-shop')).getByRole('button', { name: 'Promote' }));
    await confirmInDialog('Make 1.2.0 the stable release of Storefront?');
    await waitFor(() =>
      expect(toasted('error')).toEqual(['remoteEntry.js of mfe-shop 1.2.0 does not match']),
    );
  });

  it('reads in Bengali, with Bengali digits, versions kept as they are', async () => {
    releasesApi();
    await switchToBengali();
    try {
      renderPage();
      expect(await screen.findByRole('heading', { name: 'রিলিজ' })).toBeTruthy();
      const shop = await remoteBlock('mfe-shop');
      expect(within(shop).getByTestId('release-canary').textContent).toBe('1.2.0 ১০% দর্শকের জন্য');
      const rows = await within(shop).findAllByTestId('release-row');
      await waitFor(() =>
        expect(within(rows[0]).getByTestId('release-loads').textContent).toBe(
          '১,২০০ বার লোড · ১০ বার ব্যর্থ (০.৮%)',
        ),
      );
      expect(latinOutsideNoTranslate(document.body)).toEqual([]);
    } finally {
      switchToEnglish();
    }
  });
});
