import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type ApiErrorBody, ErrorCode } from '@shop/contracts';
import { BODY_LIMIT_BYTES } from '../src/app';
import { bootApp, dropAndClose } from './helpers/app';
import { EchoModule } from './support/echo.module';

/** Every failure leaves as {statusCode, code, message}, whatever raised it. */
describe('error answers', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await bootApp({ database: 'e2e-errors', env: { SEED_ON_START: 'false' }, extraImports: [EchoModule] });
  });

  afterAll(() => dropAndClose(app));

  const post = (payload: string, contentType = 'application/json') =>
    app.inject({ method: 'POST', url: '/api/echo', payload, headers: { 'content-type': contentType } });

  function expectErrorBody(res: { statusCode: number; json: () => unknown }, statusCode: number, code: ErrorCode) {
    expect(res.statusCode).toBe(statusCode);
    const body = res.json() as ApiErrorBody;
    expect(Object.keys(body).sort()).toEqual(['code', 'message', 'statusCode']);
    expect(body).toMatchObject({ statusCode, code });
    return body;
  }

  it('passes a valid body through the global ValidationPipe (transform on)', async () => {
    const res = await post(JSON.stringify({ name: 'QCY T13', quantity: 2 }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ name: 'QCY T13', quantity: 2 });
  });

  it('rejects unknown and invalid fields with VALIDATION_FAILED listing each constraint', async () => {
    const body = expectErrorBody(
      await post(JSON.stringify({ name: 'x', quantity: 0, role: 'admin' })),
      400,
      ErrorCode.VALIDATION_FAILED,
    );
    expect(body.message).toBe('property role should not exist; quantity must not be less than 1');
  });

  it('rejects operator objects in place of values', async () => {
    const body = expectErrorBody(
      await post(JSON.stringify({ name: { $gt: '' }, quantity: 1 })),
      400,
      ErrorCode.VALIDATION_FAILED,
    );
    expect(body.message).toContain('name must be a string');
  });

  it('answers malformed JSON with 400 BAD_REQUEST', async () => {
    expectErrorBody(await post('{"name": "x",'), 400, ErrorCode.BAD_REQUEST);
  });

  it('answers a body over the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(BODY_LIMIT_BYTES), quantity: 1 });
    expectErrorBody(await post(huge), 413, ErrorCode.PAYLOAD_TOO_LARGE);
  });

  it('answers an unsupported content type with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    expectErrorBody(await post('name=x', 'application/xml'), 415, ErrorCode.UNSUPPORTED_MEDIA_TYPE);
  });

  it('answers a crash with a bare 500 INTERNAL_ERROR: no message, no stack', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/echo/crash' });
    const body = expectErrorBody(res, 500, ErrorCode.INTERNAL_ERROR);
    expect(body.message).toBe('Internal server error');
    expect(res.body).not.toMatch(/hunter2|secret|at .*\.ts/);
  });

  it('maps a mongoose CastError to 400 INVALID_ID', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/echo/thing/not-an-id' });
    expectErrorBody(res, 400, ErrorCode.INVALID_ID);
  });

  it('maps a mongoose ValidationError to 400 VALIDATION_FAILED', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/echo/thing',
      payload: { price: -5 },
    });
    const body = expectErrorBody(res, 400, ErrorCode.VALIDATION_FAILED);
    expect(body.message).toContain('price');
  });

  it('keeps operators from client input literal in query filters (sanitizeFilter)', async () => {
    await app.inject({ method: 'POST', url: '/api/echo/thing', payload: { price: 10 } });
    const search = (price: unknown) =>
      app.inject({ method: 'POST', url: '/api/echo/thing/search', payload: { price } });
    expect((await search(10)).json()).toHaveLength(1);
    // Honoured as an operator, {$gt: -1} would match every thing. Sanitised, it is a literal value
    // that is not a number: a 400, and nothing found.
    const res = await search({ $gt: -1 });
    expect(res.json()).toEqual({ statusCode: 400, code: ErrorCode.VALIDATION_FAILED, message: 'Invalid price' });
  });
});
