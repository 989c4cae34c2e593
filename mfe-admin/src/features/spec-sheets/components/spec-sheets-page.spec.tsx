import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { SpecTemplate } from '@shop/contracts';
import { PART_CATEGORIES } from '@shop/contracts';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'react-toastify';
import { admin, fakeApi, json, resetStores, storeWith } from '@shop/tools/jest/fake-api';
import { switchToBengali, switchToEnglish } from '../../../testing/bengali';
import { SpecSheetsPage } from './spec-sheets-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.setTimeout(30_000);

afterEach(() => {
  jest.clearAllMocks();
  resetStores();
});

const WATCH: SpecTemplate = {
  category: 'smart-watch',
  revision: 3,
  groups: [
    {
      key: 'battery',
      label: { en: 'Battery', bn: 'ব্যাটারি' },
      fields: [
        {
          key: 'battery-capacity',
          label: { en: 'Capacity', bn: 'ধারণক্ষমতা' },
          type: 'number',
          unit: { en: 'mAh', bn: 'এমএএইচ' },
          min: 50,
          max: 1000,
        },
      ],
    },
  ],
};
const templates = (watch: SpecTemplate) =>
  PART_CATEGORIES.map((category) =>
    category === 'smart-watch' ? watch : { category, groups: [], revision: 0 },
  );

function renderPage() {
  render(
    <Provider store={storeWith(admin)}>
      <MemoryRouter>
        <SpecSheetsPage />
      </MemoryRouter>
    </Provider>,
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(input(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save spec sheet' }));

describe('Spec sheets', () => {
  it('saves a new field with a key made from its label, over the revision it was opened at', async () => {
    const api = fakeApi({
      'GET /admin/spec-templates': () => json(200, templates(WATCH)),
      'PUT /admin/spec-templates/smart-watch': async (request) => {
        const body = (await request.json()) as { groups: SpecTemplate['groups'] };
        return json(200, { ...WATCH, groups: body.groups, revision: 4 });
      },
    });
    renderPage();
    await waitFor(() => expect(input('Field name (English)').value).toBe('Capacity'));
    expect(screen.getByText('Saved version 3.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Add a field/ }));
    const labels = screen.getAllByLabelText('Field name (English)');
    fireEvent.change(labels[1], { target: { value: 'Battery life (days)' } });
    fireEvent.change(screen.getAllByLabelText('Field name (Bengali)')[1], {
      target: { value: 'ব্যাটারি লাইফ' },
    });
    save();
    await waitFor(() =>
      expect(api.calls('PUT', '/admin/spec-templates/smart-watch')).toHaveLength(1),
    );
    const body = await api.calls('PUT', '/admin/spec-templates/smart-watch')[0].json();
    expect(body.revision).toBe(3);
    expect(body.groups[0].fields).toEqual([
      WATCH.groups[0].fields[0],
      {
        key: 'battery-life-days',
        label: { en: 'Battery life (days)', bn: 'ব্যাটারি লাইফ' },
        type: 'text',
      },
    ]);
  });

  it('names a problem beside its field and sends nothing (smallest above largest, a label missing)', async () => {
    const api = fakeApi({ 'GET /admin/spec-templates': () => json(200, templates(WATCH)) });
    renderPage();
    await waitFor(() => expect(input('Smallest value').value).toBe('50'));
    type('Smallest value', '2000');
    type('Field name (Bengali)', '');
    save();
    await waitFor(() =>
      expect(
        screen.getByText('Group 1, field 1: the smallest value must not be above the largest'),
      ).toBeTruthy(),
    );
    expect(screen.getByText('Group 1, field 1: label: Bengali is Required')).toBeTruthy();
    expect(api.calls('PUT', '/admin/spec-templates/smart-watch')).toHaveLength(0);
  });

  it('shows a field the API refuses at that field, in the active language, until the sheet changes', async () => {
    fakeApi({
      'GET /admin/spec-templates': () => json(200, templates(WATCH)),
      'PUT /admin/spec-templates/smart-watch': () =>
        json(400, {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Group 1, field 1: this key is already used',
          field: 'groups.0.fields.0.key',
          messageBn: 'গ্রুপ ১, ফিল্ড ১: এই কী আগেই ব্যবহার হয়েছে',
        }),
    });
    renderPage();
    await waitFor(() => expect(input('Field name (English)').value).toBe('Capacity'));
    const name = input('Field name (English)');
    const saveButton = screen.getByRole('button', { name: 'Save spec sheet' });
    await switchToBengali();
    try {
      fireEvent.click(saveButton);
      // A key made from a label is shown at that label.
      await waitFor(() =>
        expect(document.getElementById(`${name.id}-error`)?.textContent).toBe(
          'গ্রুপ ১, ফিল্ড ১: এই কী আগেই ব্যবহার হয়েছে',
        ),
      );
      switchToEnglish();
      await waitFor(() =>
        expect(document.getElementById(`${name.id}-error`)?.textContent).toBe(
          'Group 1, field 1: this key is already used',
        ),
      );
      type('Field name (English)', 'Capacity (mAh)');
      await waitFor(() => expect(document.getElementById(`${name.id}-error`)).toBeNull());
    } finally {
      switchToEnglish();
    }
  });

  it('says someone else saved (409) and shows their sheet', async () => {
    let saved = false;
    fakeApi({
      'GET /admin/spec-templates': () =>
        json(
          200,
          templates(
            saved
              ? {
                  ...WATCH,
                  revision: 4,
                  groups: [{ ...WATCH.groups[0], label: { en: 'Power', bn: 'পাওয়ার' } }],
                }
              : WATCH,
          ),
        ),
      'PUT /admin/spec-templates/smart-watch': () => {
        saved = true;
        return json(409, { statusCode: 409, code: 'CONFLICT', message: 'Someone else saved' });
      },
    });
    renderPage();
    await waitFor(() => expect(input('Group name (English)').value).toBe('Battery'));
    save();
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    // One toast, the page's: the API's own sentence is not toasted beside it.
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(JSON.stringify((toast.error as jest.Mock).mock.calls)).toContain(
      'Someone else saved this spec sheet',
    );
    await waitFor(() => expect(input('Group name (English)').value).toBe('Power'));
  });
});
