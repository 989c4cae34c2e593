import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { OBJECT_ID_PATTERN } from '../src/common/swagger';
import { SEED_PRODUCTS } from '../src/seed/seed-data';
import { bootApp, dropAndClose } from './helpers/app';
import { CUSTOMER } from './helpers/auth';

interface Parameter {
  name: string;
  in: string;
  schema?: { type?: string; pattern?: string; format?: string };
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: unknown;
  security?: Array<Record<string, string[]>>;
  'x-roles'?: string[];
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, { properties?: Record<string, { type?: string; pattern?: string }> }>;
  };
}

/**
 * The OpenAPI document is exact enough for schemathesis (`npm run fuzz:api`, a step of `npm test`):
 * the answers of the global guards, pipes and parsers are listed where they apply, numbers that are
 * whole are integers and ids carry their pattern.
 */
describe('OpenAPI document', () => {
  let app: NestFastifyApplication;
  let doc: Document;
  const operations: Array<[string, Operation]> = [];

  beforeAll(async () => {
    app = await bootApp({ database: 'e2e-openapi' });
    const res = await app.inject({ method: 'GET', url: '/api/docs-json' });
    expect(res.statusCode).toBe(200);
    doc = res.json<Document>();
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item))
        operations.push([`${method.toUpperCase()} ${path}`, operation]);
    }
  });

  afterAll(() => dropAndClose(app));

  const errorRef = (operation: Operation, status: string) =>
    operation.responses[status]?.content?.['application/json']?.schema?.$ref;

  it('lists 401 with the bearer requirement on every route behind the JWT guard, and on no public one', () => {
    const secured = operations.filter(([, operation]) =>
      operation.security?.some((s) => 'bearer' in s),
    );
    expect(secured.map(([name]) => name)).toEqual(
      expect.arrayContaining(['GET /api/users/me', 'POST /api/booking', 'DELETE /api/users/{id}']),
    );
    for (const [name, operation] of secured) {
      expect([name, errorRef(operation, '401')]).toEqual([
        name,
        '#/components/schemas/ApiErrorDto',
      ]);
    }
    for (const name of ['GET /api/part', 'GET /api/partHome', 'POST /api/contact']) {
      const operation = operations.find(([n]) => n === name)![1];
      expect([name, operation.responses['401']]).toEqual([name, undefined]);
    }
  });

  it('lists 403 on role-restricted routes, 429 on throttled ones and 503 everywhere', () => {
    const find = (name: string) => operations.find(([n]) => n === name)![1];
    for (const name of [
      'GET /api/user',
      'GET /api/sales/summary',
      'GET /api/admin/activity',
      'GET /api/admin/{email}',
      'POST /api/review',
    ]) {
      expect([name, errorRef(find(name), '403')]).toEqual([
        name,
        '#/components/schemas/ApiErrorDto',
      ]);
    }
    for (const name of [
      'POST /api/auth/signup',
      'POST /api/auth/reset',
      'POST /api/auth/reset/confirm',
      'POST /api/contact',
      'POST /api/images',
    ]) {
      expect([name, find(name).responses['429']]).toEqual([name, expect.anything()]);
    }
    for (const [name, operation] of operations)
      expect([name, operation.responses['503']]).toEqual([name, expect.anything()]);
  });

  it('names the roles of each role-restricted route (x-roles), and none on routes open to the owner', () => {
    const roles = (name: string) => operations.find(([n]) => n === name)![1]['x-roles'];
    expect(roles('GET /api/user')).toEqual(['admin']);
    expect(roles('GET /api/admin/activity')).toEqual(['admin']);
    expect(roles('POST /api/review')).toEqual(['customer']);
    expect(roles('GET /api/admin/{email}')).toBeUndefined();
    expect(roles('GET /api/users/me')).toBeUndefined();
    // Every route that lists it answers 403, and is behind the JWT guard.
    for (const [name, operation] of operations.filter(([, op]) => op['x-roles'])) {
      expect([name, errorRef(operation, '403')]).toEqual([
        name,
        '#/components/schemas/ApiErrorDto',
      ]);
      expect([name, operation.security]).toEqual([name, [{ bearer: [] }]]);
    }
  });

  it('closes every request body schema: additionalProperties false, as ValidationPipe refuses extras', () => {
    type Schema = {
      $ref?: string;
      additionalProperties?: unknown;
      properties?: Record<string, Schema>;
      items?: Schema;
    };
    const schemas = doc.components.schemas as Record<string, Schema>;
    const open: string[] = [];
    const seen = new Set<string>();
    const visit = (schema: Schema | undefined, where: string): void => {
      if (!schema) return;
      if (schema.$ref) {
        const name = schema.$ref.replace('#/components/schemas/', '');
        if (!seen.has(name)) {
          seen.add(name);
          visit(schemas[name], name);
        }
        return;
      }
      visit(schema.items, where);
      if (!schema.properties) return;
      if (schema.additionalProperties !== false) open.push(where);
      for (const [key, property] of Object.entries(schema.properties))
        visit(property, `${where}.${key}`);
    };
    const bodies = operations.filter(([, o]) => o.requestBody);
    expect(bodies.length).toBeGreaterThan(15);
    for (const [name, operation] of bodies) {
      const content = (operation.requestBody as { content: Record<string, { schema: Schema }> })
        .content;
      for (const media of Object.values(content)) visit(media.schema, name);
    }
    expect(open).toEqual([]);
  });

  it('gives body and query text the pattern of the control characters the API refuses', () => {
    const signup = doc.components.schemas.SignupDto.properties!;
    expect(new RegExp(signup.name.pattern!).test('Rahim\u0007')).toBe(false);
    expect(new RegExp(signup.name.pattern!).test('রহিম উদ্দিন')).toBe(true);
    expect(signup.password.pattern).toBeUndefined();
    const search = operations.find(([n]) => n === 'GET /api/part/search')![1];
    const q = search.parameters!.find((p) => p.name === 'q')!;
    expect(new RegExp(q.schema!.pattern!).test('archer\u0085')).toBe(false);
  });

  it('lists 400, 413 and 415 on every operation with a body', () => {
    for (const [name, operation] of operations.filter(([, o]) => o.requestBody)) {
      expect([name, ['400', '413', '415'].filter((s) => !operation.responses[s])]).toEqual([
        name,
        [],
      ]);
    }
  });

  it('types paging and counts as integers and ids with their pattern', () => {
    for (const [name, operation] of operations) {
      for (const parameter of operation.parameters ?? []) {
        // The filtered listing's price range is typed by shoppers: ASCII or Bengali digits.
        const price = name === 'GET /api/part/browse' && ['min', 'max'].includes(parameter.name);
        if (price) {
          expect([name, parameter.name, parameter.schema?.pattern]).toEqual([
            name,
            parameter.name,
            '^[0-9০-৯]{1,9}$',
          ]);
        } else if (['page', 'limit', 'max'].includes(parameter.name)) {
          expect([name, parameter.name, parameter.schema?.type]).toEqual([
            name,
            parameter.name,
            'integer',
          ]);
        }
        if (parameter.in === 'path' && /id$/i.test(parameter.name)) {
          expect([name, parameter.name, parameter.schema?.pattern]).toEqual([
            name,
            parameter.name,
            OBJECT_ID_PATTERN,
          ]);
        }
        // Any text names an account (other text matches none): no format the API does not check.
        if (parameter.in === 'path' && parameter.name === 'email') {
          expect([name, parameter.schema?.type, parameter.schema?.format]).toEqual([
            name,
            'string',
            undefined,
          ]);
        }
      }
    }
    const schemas = doc.components.schemas;
    expect(schemas.CreateReviewDto.properties?.retting?.type).toBe('integer');
    expect(schemas.ReviewDto.properties?.retting?.type).toBe('integer');
    expect(schemas.PartDto.properties?.price?.type).toBe('integer');
    expect(schemas.PartDto.properties?.quantity?.type).toBe('integer');
    expect(schemas.ApiErrorDto.properties?.statusCode?.type).toBe('integer');
    for (const [schema, property] of [
      ['PartDto', '_id'],
      ['OrderDto', '_id'],
      ['OrderDto', 'userId'],
      ['CreateBookingDto', 'partsId'],
      ['NewOrderLineDto', 'partId'],
      ['UserDto', '_id'],
    ]) {
      expect([schema, property, schemas[schema].properties?.[property]?.pattern]).toEqual([
        schema,
        property,
        OBJECT_ID_PATTERN,
      ]);
    }
  });

  it('allows null only where the handler takes it as missing, and bounds product amounts as the API does', () => {
    type Loose = { nullable?: boolean; oneOf?: Array<Record<string, unknown>> };
    const property = (schema: string, name: string) =>
      doc.components.schemas[schema].properties?.[name] as Loose | undefined;
    // PATCH /api/booking/:id refuses `appointment: null` (it is not the path's id).
    expect(property('ConfirmPaymentDto', 'appointment')?.nullable).toBe(false);
    expect(property('SandboxConfirmDto', 'name')?.nullable).toBe(true);
    // A price is at least ৳1 once truncated: '0' and '0.5' are not in the document.
    for (const [schema, name, minimum] of [
      ['CreatePartDto', 'price', 1],
      ['CreatePartDto', 'quantity', 0],
      ['UpdatePartQuantityDto', 'quantity', 0],
      ['UpdatePartPriceDto', 'price', 1],
    ] as const) {
      const [text, number] = property(schema, name)!.oneOf!;
      const pattern = new RegExp(String(text.pattern));
      expect([schema, ['1', '999999999.99', '1000000000.5'].map((v) => pattern.test(v))]).toEqual([
        schema,
        [true, true, true],
      ]);
      expect([
        schema,
        ['1000000001', '3040507817625200.03', '01', '1e3'].some((v) => pattern.test(v)),
      ]).toEqual([schema, false]);
      expect([schema, name, ['0', '0.5'].map((v) => pattern.test(v))]).toEqual([
        schema,
        name,
        [minimum === 0, minimum === 0],
      ]);
      expect(number).toEqual({
        type: 'number',
        minimum,
        maximum: 1_000_000_001,
        exclusiveMaximum: true,
      });
    }
  });

  it('requires the text the API requires and says what a line list and an ignored field may be', () => {
    type Loose = { minLength?: number; uniqueItems?: boolean; type?: string; oneOf?: unknown[] };
    const property = (schema: string, name: string) =>
      doc.components.schemas[schema].properties?.[name] as Loose | undefined;
    for (const [schema, name] of [
      ['UpdateProfileDto', 'name'],
      ['CreateBookingDto', 'name'],
      ['CreateBookingDto', 'address'],
      ['CreateOrderDto', 'name'],
      ['CreateOrderDto', 'address'],
    ]) {
      expect([schema, name, property(schema, name)?.minLength]).toEqual([schema, name, 1]);
    }
    expect(property('CreateOrderDto', 'lines')?.uniqueItems).toBe(true);
    expect(property('RefundOrderDto', 'lines')?.uniqueItems).toBe(true);
    expect(property('CreateBookingDto', 'partsName')?.type).toBe('string');
    expect(property('CreateBookingDto', 'price')?.oneOf).toHaveLength(2);
  });

  it("refuses a booking's ignored fields of another type than the document gives them", async () => {
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: CUSTOMER });
    const headers = {
      authorization: `Bearer ${login.json<{ accessToken: string }>().accessToken}`,
    };
    const booking = {
      partsId: SEED_PRODUCTS[0]._id,
      quantity: 1,
      name: 'Rahim Uddin',
      phone: '01712345678',
      address: 'House 1, Road 1',
      district: 'Dhaka',
    };
    for (const [field, value, message] of [
      ['price', { amount: 5 }, 'price must be text or a number'],
      ['partsName', 5, 'partsName must be text'],
      ['email', ['a@b.cd'], 'email must be text'],
      ['img', {}, 'img must be text'],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/booking',
        headers: { ...headers, 'idempotency-key': `openapi-${field}-0000000000` },
        payload: { ...booking, [field]: value },
      });
      expect([field, res.statusCode, res.json<{ message: string }>().message]).toEqual([
        field,
        400,
        message,
      ]);
    }
  });

  it('gives every successful answer with a body its schema', () => {
    for (const [name, operation] of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!/^2/.test(status) || status === '204') continue;
        // JSON, or a document (the orders' invoices and labels are PDF files).
        const content =
          response.content?.['application/json'] ?? response.content?.['application/pdf'];
        expect([name, status, content?.schema]).toEqual([name, status, expect.anything()]);
      }
    }
  });

  it('documents ?ids= on GET /api/part', () => {
    const list = operations.find(([n]) => n === 'GET /api/part')![1];
    expect(list.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['ids', 'category', 'sort', 'page', 'limit', 'q']),
    );
  });
});
