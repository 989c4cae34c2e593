import type { SpecTemplatesService } from '../catalogue';
import type { CatalogueEntry, SearchService } from '../search';
import { PriceRangeError } from './browse-errors';
import { BrowseService } from './browse.service';

const entry: CatalogueEntry = {
  id: '665f1e000000000000000001',
  name: 'QCY T13 TWS Earbuds',
  brand: 'QCY',
  category: 'tws',
  price: 1450,
  quantity: 3,
  img: '/x.svg',
  createdAt: 1,
  variantCount: 1,
  specs: [{ key: 'anc', value: false }],
  description: 'Earbuds',
};

function service() {
  const search = {
    entries: jest.fn(async () => [entry]),
    search: jest.fn(async () => [{ id: entry.id, score: 1 }]),
  };
  const templates = {
    forCatalogueRead: jest.fn(async () => ({
      category: 'tws',
      revision: 0,
      groups: [
        {
          key: 'sound',
          label: { en: 'Sound', bn: 'সাউন্ড' },
          fields: [{ key: 'anc', label: { en: 'ANC', bn: 'এএনসি' }, type: 'boolean' }],
        },
      ],
    })),
  };
  return {
    browse: new BrowseService(
      search as unknown as SearchService,
      templates as unknown as SpecTemplatesService,
    ),
    search,
    templates,
  };
}

describe('BrowseService', () => {
  it('refuses a lowest price above the highest before reading anything, in both languages', async () => {
    const { browse, search } = service();
    const refused = browse.browse({ min: 5000, max: 1000 });
    await expect(refused).rejects.toBeInstanceOf(PriceRangeError);
    await expect(refused).rejects.toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      extra: { field: 'min', messageBn: expect.stringMatching(/সর্বনিম্ন দাম/) },
    });
    expect(search.entries).not.toHaveBeenCalled();
    await expect(browse.browse({ min: 1000, max: 1000 })).resolves.toMatchObject({ total: 0 });
  });

  it("answers GET /api/part's item shape and the category's spec facets from its live template", async () => {
    const { browse, templates } = service();
    const page = await browse.browse({ category: 'tws', q: 'qcy' });
    expect(templates.forCatalogueRead).toHaveBeenCalledWith('tws');
    expect(page.items).toEqual([
      {
        _id: entry.id,
        name: entry.name,
        img: entry.img,
        price: entry.price,
        quantity: entry.quantity,
        description: entry.description,
      },
    ]);
    // Only the template's fields that are filters (the template dropped the others).
    expect(page.facets.specs).toEqual([
      {
        key: 'anc',
        label: { en: 'ANC', bn: 'এএনসি' },
        values: [{ value: 'no', label: { en: 'No', bn: 'না' }, count: 1 }],
      },
    ]);
  });
});
