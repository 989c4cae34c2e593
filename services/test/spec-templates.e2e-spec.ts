/**
 * The categories' spec templates against the real app and the embedded database: the default of a
 * category never saved, a save checked by checkSpecTemplate, saved over its revision (a stale one →
 * 409 with the current template; two saves of one revision: exactly one wins), the public read
 * served from the catalogue cache and fresh right after a save, the audit log's entry.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type AuditEntryPage, ErrorCode, type SpecGroup, type SpecTemplate } from '@shop/contracts';
import { DEFAULT_SPEC_TEMPLATES } from '../src/catalogue/spec-templates.defaults';
import { bootApp, dropAndClose } from './helpers/app';
import { ADMIN, bearer, CUSTOMER, login, type Session } from './helpers/auth';

const GROUPS: SpecGroup[] = [
  {
    key: 'build',
    label: { en: 'Build', bn: 'গঠন' },
    fields: [
      {
        key: 'capacity',
        label: { en: 'Capacity', bn: 'ধারণক্ষমতা' },
        type: 'number',
        unit: { en: 'litre', bn: 'লিটার' },
        min: 0.5,
        max: 5,
      },
      {
        key: 'body',
        label: { en: 'Body', bn: 'বডি' },
        type: 'choice',
        choices: [
          { value: 'steel', label: { en: 'Steel', bn: 'স্টিল' } },
          { value: 'glass', label: { en: 'Glass', bn: 'কাচ' } },
        ],
      },
    ],
  },
];

describe('spec templates', () => {
  let app: NestFastifyApplication;
  let admin: Session;
  let customer: Session;

  beforeAll(async () => {
    app = await bootApp({ database: 'e2e-spec-templates' });
    admin = await login(app, ADMIN);
    customer = await login(app, CUSTOMER);
  });

  afterAll(() => dropAndClose(app));

  const get = (category: string) =>
    app.inject({ method: 'GET', url: `/api/spec-templates/${category}` });
  const save = (category: string, payload: unknown, session: Session = admin) =>
    app.inject({
      method: 'PUT',
      url: `/api/admin/spec-templates/${category}`,
      payload: payload as object,
      headers: bearer(session),
    });

  it('answers the default of a category never saved, at revision 0, to anyone', async () => {
    const res = await get('smart-watch');
    expect(res.statusCode).toBe(200);
    expect(res.json<SpecTemplate>()).toEqual({
      category: 'smart-watch',
      groups: DEFAULT_SPEC_TEMPLATES['smart-watch'],
      revision: 0,
    });
  });

  it('answers 404 {statusCode, code, message} for a category the shop does not have', async () => {
    for (const res of [await get('toaster'), await save('toaster', { groups: [], revision: 0 })]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        statusCode: 404,
        code: ErrorCode.NOT_FOUND,
        message: 'No such category: "toaster"',
      });
    }
  });

  it('lists every category for the admin only', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/spec-templates',
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<SpecTemplate[]>().map((template) => template.category)).toEqual([
      'smart-watch',
      'tws',
      'router',
      'kettle',
      'phone',
      'suitcase',
      'part',
    ]);
    expect((await save('kettle', { groups: GROUPS, revision: 0 }, customer)).statusCode).toBe(403);
  });

  it('refuses a template checkSpecTemplate refuses, naming the place in both languages, and saves nothing', async () => {
    const bad = structuredClone(GROUPS);
    bad[0].fields[0].min = 10;
    const res = await save('kettle', { groups: bad, revision: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      code: ErrorCode.VALIDATION_FAILED,
      message: 'Group 1, field 1: the smallest value must not be above the largest',
      field: 'groups.0.fields.0.min',
      messageBn: 'গ্রুপ ১, ঘর ১: সর্বনিম্ন মান সর্বোচ্চ মানের বেশি হতে পারবে না',
    });
    const dto = await save('kettle', { groups: [{ ...GROUPS[0], extra: 1 }], revision: 0 });
    expect(dto.statusCode).toBe(400);
    expect((await get('kettle')).json<SpecTemplate>().revision).toBe(0);
  });

  it('saves over the revision it edited, shows the new labels at once (cached read), logs before → after', async () => {
    // Fill the public cache with the default first: the save must empty it.
    expect((await get('kettle')).json<SpecTemplate>().revision).toBe(0);
    const res = await save('kettle', { groups: GROUPS, revision: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json<SpecTemplate>()).toMatchObject({
      category: 'kettle',
      groups: GROUPS,
      revision: 1,
    });
    const read = (await get('kettle')).json<SpecTemplate>();
    expect(read).toMatchObject({ groups: GROUPS, revision: 1 });
    expect(read.updatedAt).toEqual(expect.any(String));

    // The storefront's filters read the template once per catalogue version: a save shows there
    // at once too, whatever URL asks (each a new search, none answered from the cache).
    const filterLabel = async (search: string) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/part/browse?category=kettle&q=${search}`,
      });
      expect(res.statusCode).toBe(200);
      const specs = res.json<{ facets: { specs: Array<{ key: string; label: { en: string } }> } }>()
        .facets.specs;
      return specs.find((spec) => spec.key === 'capacity')?.label.en;
    };
    expect(await filterLabel('kettle')).toBe('Capacity');
    expect(await filterLabel('electric')).toBe('Capacity');

    const renamed = structuredClone(GROUPS);
    renamed[0].fields[0].label = { en: 'Water capacity', bn: 'পানির ধারণক্ষমতা' };
    const second = await save('kettle', { groups: renamed, revision: 1 });
    expect(second.json<SpecTemplate>().revision).toBe(2);
    expect((await get('kettle')).json<SpecTemplate>().groups[0].fields[0].label.en).toBe(
      'Water capacity',
    );
    expect(await filterLabel('steel')).toBe('Water capacity');

    const log = await app.inject({
      method: 'GET',
      url: '/api/admin/activity?targetType=spec-template&action=spec-template.updated',
      headers: bearer(admin),
    });
    const [latest] = log.json<AuditEntryPage>().items;
    expect(latest).toMatchObject({
      action: 'spec-template.updated',
      target: { type: 'spec-template', id: 'kettle', label: 'Kettles' },
      changes: [
        {
          field: 'fields.capacity',
          before: 'Capacity / ধারণক্ষমতা (Build): number in litre, 0.5 to 5',
          after: 'Water capacity / পানির ধারণক্ষমতা (Build): number in litre, 0.5 to 5',
        },
      ],
    });
  });

  it('refuses a stale revision with 409 and the current template', async () => {
    const res = await save('kettle', { groups: GROUPS, revision: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      statusCode: 409,
      code: ErrorCode.CONFLICT,
      template: { category: 'kettle', revision: 2 },
    });
    expect((await get('kettle')).json<SpecTemplate>().revision).toBe(2);
  });

  it.each([
    ['a category never saved (both insert)', 'router', 0],
    ['a saved category (both update)', 'kettle', 2],
  ])('of two saves of one revision exactly one wins: %s', async (_, category, revision) => {
    const one = structuredClone(GROUPS);
    one[0].label.en = 'One';
    const two = structuredClone(GROUPS);
    two[0].label.en = 'Two';
    const answers = await Promise.all([
      save(category, { groups: one, revision }),
      save(category, { groups: two, revision }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((res) => res.statusCode === 200)!.json<SpecTemplate>();
    const current = (await get(category)).json<SpecTemplate>();
    expect(current.revision).toBe(revision + 1);
    expect(current.groups[0].label.en).toBe(winner.groups[0].label.en);
  });
});
