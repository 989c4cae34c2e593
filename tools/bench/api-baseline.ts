/**
 * The baseline of `npm run bench:api`: a bare Fastify server reading the shop's database with the
 * `mongodb` driver (the one Mongoose ships), answering the same JSON as the shop's catalogue routes,
 * with one database round trip per request (no validation framework, no guards, no cache). Run as
 * its own process by api.ts:
 *
 *   MONGODB_URI=mongodb://127.0.0.1:27017/shop PORT=3999 node --import tsx tools/bench/api-baseline.ts
 *
 * The filters, projections and orders are those of services/src/catalogue/catalogue.service.ts;
 * api.ts compares both servers' answers before measuring, so a difference stops the benchmark.
 *
 * `POST /api/booking` is the bookings' baseline: the writes a booking must make and nothing else —
 * the stock taken by one conditional `$inc` (`quantity ≥ n`, which also answers the name and price),
 * then the order and its outbox entry (one document each, written together; a repeated
 * Idempotency-Key is refused by a unique index), and the units given back when the order cannot be
 * written. No sign-in, no validation framework, no open-order limit, no delivery quote. Its orders
 * go to `baseline_orders` and `baseline_outbox`, never to the shop's collections.
 */
import Fastify from 'fastify';
import { type Document, MongoClient, ObjectId, type Sort } from 'mongodb';

const PART_FIELDS = {
  name: 1,
  img: 1,
  price: 1,
  quantity: 1,
  description: 1,
  'variants.archived': 1,
};
const MATCH_FIELDS = { name: 1, img: 1, price: 1 };
const SORTS: Record<string, Sort> = {
  default: { _id: 1 },
  price_asc: { price: 1, _id: 1 },
  price_desc: { price: -1, _id: -1 },
};
const DEFAULT_PAGE_LIMIT = 20;
const MAX_SEARCH_RESULTS = 40;

const fold = (text: string) => text.normalize('NFKC').trim().toLowerCase();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
const categoryPattern = (text: string) =>
  new RegExp(Array.from(fold(text).replace(/\s+/g, '')).map(escapeRegExp).join('\\s*'));
const containsPattern = (text: string) => new RegExp(escapeRegExp(fold(text)));

interface BookingBody {
  partsId?: string;
  quantity?: number | string;
  name?: string;
  phone?: string;
  address?: string;
  district?: string;
}

const toPart = (row: Document) => ({
  _id: (row._id as ObjectId).toHexString(),
  name: row.name,
  img: row.img,
  price: row.price,
  quantity: row.quantity,
  description: row.description,
  // As the shop's lists: how many variants are on sale, for a product sold in several.
  ...variantCountOf(row),
});

function variantCountOf(row: Document): { variantCount?: number } {
  const variants = (row.variants ?? []) as { archived?: boolean }[];
  const variantCount = variants.filter((variant) => !variant.archived).length;
  return variantCount > 1 ? { variantCount } : {};
}

// The whole variants (a projection may not name both a field and one inside it).
const DETAIL_FIELDS = {
  name: 1,
  img: 1,
  price: 1,
  quantity: 1,
  description: 1,
  nameBn: 1,
  descriptionBn: 1,
  category: 1,
  brand: 1,
  warranty: 1,
  specs: 1,
  photos: 1,
  options: 1,
  variants: 1,
  shippingWeightGrams: 1,
};
type Bilingual = { en: string; bn: string };
const bilingual = (text: Bilingual) => ({ en: text.en, bn: text.bn });
const specOf = (spec: Document) => ({ key: spec.key as string, value: spec.value as unknown });

/** The product page's answer, as toDetailsDto in catalogue.service.ts makes it. */
function toDetails(row: Document) {
  const photos = (row.photos ?? []) as { url: string; alt: Bilingual }[];
  const variants = (row.variants ?? []) as Document[];
  return {
    ...toPart(row),
    ...(row.nameBn ? { nameBn: row.nameBn } : {}),
    ...(row.descriptionBn ? { descriptionBn: row.descriptionBn } : {}),
    category: row.category,
    brand: row.brand ?? '',
    ...(row.shippingWeightGrams ? { shippingWeightGrams: row.shippingWeightGrams } : {}),
    ...(row.warranty
      ? {
          warranty: {
            months: row.warranty.months,
            type: row.warranty.type,
            covers: bilingual(row.warranty.covers),
          },
        }
      : {}),
    specs: ((row.specs ?? []) as Document[]).map(specOf),
    photos: photos.length
      ? photos.map((photo) => ({ url: photo.url, alt: bilingual(photo.alt) }))
      : [{ url: row.img, alt: { en: row.name, bn: row.nameBn ?? row.name } }],
    options: ((row.options ?? []) as Document[]).map((option) => ({
      key: option.key,
      name: bilingual(option.name),
      kind: option.kind,
      values: (option.values as Document[]).map((value) => ({
        key: value.key,
        label: bilingual(value.label),
        ...(value.swatch ? { swatch: value.swatch } : {}),
      })),
    })),
    variants: variants
      .filter((variant) => !variant.archived)
      .map((variant) => ({
        sku: variant.sku,
        values: [...(variant.values as string[])],
        price: variant.price,
        quantity: variant.quantity,
        ...(variant.img ? { img: variant.img } : {}),
        ...(variant.specs?.length ? { specs: (variant.specs as Document[]).map(specOf) } : {}),
        archived: false,
      })),
  };
}

async function main(): Promise<void> {
  const uri = process.env.MONGODB_URI;
  const port = Number(process.env.PORT);
  if (!uri || !port) throw new Error('MONGODB_URI and PORT are required');
  const client = await new MongoClient(uri).connect();
  const parts = client.db().collection('parts');
  const onSale = { archived: { $ne: true } };

  const app = Fastify({ logger: false });

  app.get<{ Querystring: Record<string, string | undefined> }>('/api/part', async (request) => {
    const { category, sort, page, limit } = request.query;
    const filter: Document = { ...onSale };
    if (category !== undefined) filter.nameLower = categoryPattern(category);
    const find = parts.find(filter, { projection: PART_FIELDS }).sort(SORTS[sort ?? 'default']);
    if (page === undefined && limit === undefined) return (await find.toArray()).map(toPart);
    const pageNumber = Number(page ?? 1);
    const pageLimit = Number(limit ?? DEFAULT_PAGE_LIMIT);
    const [rows, total] = await Promise.all([
      find
        .skip((pageNumber - 1) * pageLimit)
        .limit(pageLimit)
        .toArray(),
      parts.countDocuments(filter),
    ]);
    return { items: rows.map(toPart), total, page: pageNumber, limit: pageLimit };
  });

  app.get<{ Querystring: { q: string } }>('/api/part/search', async (request) => {
    const rows = await parts
      .find(
        { ...onSale, nameLower: containsPattern(request.query.q) },
        { projection: MATCH_FIELDS },
      )
      .sort({ nameLower: 1, _id: 1 })
      .limit(MAX_SEARCH_RESULTS)
      .toArray();
    return rows.map((row) => ({
      _id: row._id.toHexString(),
      name: row.name,
      img: row.img,
      price: row.price,
    }));
  });

  app.get<{ Params: { id: string } }>('/api/product/:id', async (request, reply) => {
    const row = await parts.findOne(
      { _id: new ObjectId(request.params.id), ...onSale },
      { projection: DETAIL_FIELDS },
    );
    if (!row)
      return reply
        .code(404)
        .send({ statusCode: 404, code: 'PRODUCT_NOT_FOUND', message: 'Product not found' });
    return toDetails(row);
  });

  const orders = client.db().collection('baseline_orders');
  const outbox = client.db().collection('baseline_outbox');
  await orders.createIndex({ idempotencyKey: 1 }, { unique: true, sparse: true });

  app.post<{ Body: BookingBody }>('/api/booking', async (request, reply) => {
    const { partsId, quantity = 1, name, phone, address, district } = request.body ?? {};
    const n = Number(quantity);
    if (!partsId || !ObjectId.isValid(partsId) || !Number.isInteger(n) || n < 1)
      return reply
        .code(400)
        .send({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Bad booking' });
    const partId = new ObjectId(partsId);
    const part = await parts.findOneAndUpdate(
      { _id: partId, ...onSale, quantity: { $gte: n } },
      { $inc: { quantity: -n } },
      { projection: { name: 1, price: 1 }, returnDocument: 'after' },
    );
    if (!part)
      return reply
        .code(409)
        .send({ statusCode: 409, code: 'INSUFFICIENT_STOCK', message: 'Not enough stock' });
    const now = new Date();
    const orderId = new ObjectId();
    const key = request.headers['idempotency-key'];
    const total = (part.price as number) * n;
    const order = {
      _id: orderId,
      name,
      phone,
      address,
      district,
      lines: [{ partId, name: part.name, unitPrice: part.price, quantity: n, lineTotal: total }],
      subtotal: total,
      total,
      payment: { status: 'unpaid' },
      status: 'placed',
      history: [{ status: 'placed', at: now }],
      ...(typeof key === 'string' ? { idempotencyKey: key } : {}),
      createdAt: now,
      updatedAt: now,
    };
    try {
      await Promise.all([
        orders.insertOne(order),
        outbox.insertOne({ orderId, event: 'placed', state: 'pending', createdAt: now }),
      ]);
    } catch (error) {
      // Compensation: the units go back, and an outbox entry written without its order goes.
      await Promise.all([
        parts.updateOne({ _id: partId }, { $inc: { quantity: n } }),
        outbox.deleteOne({ orderId }),
      ]);
      const duplicate = (error as { code?: unknown }).code === 11000;
      return reply.code(duplicate ? 409 : 503).send({
        statusCode: duplicate ? 409 : 503,
        code: duplicate ? 'IDEMPOTENCY_KEY_REUSED' : 'DATABASE_UNAVAILABLE',
        message: duplicate ? 'Idempotency-Key already used' : 'Try again',
      });
    }
    return reply.code(201).send({ _id: orderId.toHexString(), status: 'placed', total });
  });

  app.get('/api/health', async () => ({ status: 'ok' }));

  const close = async () => {
    await app.close();
    await client.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void close());
  process.once('SIGINT', () => void close());
  await app.listen({ port, host: '127.0.0.1' });
}

main().catch((error: unknown) => {
  console.error(`baseline failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
