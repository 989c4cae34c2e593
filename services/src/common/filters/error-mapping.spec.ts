import {
  BadRequestException,
  ConflictException,
  HttpException,
  HttpStatus,
  InternalServerErrorException,
  NotFoundException,
  ValidationPipe,
} from '@nestjs/common';
import { ErrorCode } from '@shop/contracts';
import { IsInt, IsString, Min } from 'class-validator';
import mongoose, { Schema } from 'mongoose';
import { AppError, DatabaseUnavailableError, InvalidIdError, ProductNotFoundError } from '../errors';
import { mapError, MULTIPART_SHAPE_MESSAGE } from './error-mapping';

class QuantityDto {
  @IsString()
  name!: string;

  @IsInt()
  @Min(1)
  quantity!: number;
}

async function validationFailure(body: unknown): Promise<unknown> {
  const pipe = new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true });
  try {
    await pipe.transform(body, { type: 'body', metatype: QuantityDto });
  } catch (error) {
    return error;
  }
  throw new Error('expected the ValidationPipe to reject the body');
}

describe('mapError', () => {
  it('keeps the status, code and message of the app errors', () => {
    expect(mapError(new ProductNotFoundError('665f1e0000000000000000ff'))).toEqual({
      body: { statusCode: 404, code: ErrorCode.PRODUCT_NOT_FOUND, message: 'Product 665f1e0000000000000000ff not found' },
      unexpected: false,
    });
    expect(mapError(new InvalidIdError('abc', 'partId')).body).toMatchObject({ statusCode: 400, code: ErrorCode.INVALID_ID });
  });

  it('adds the extra fields of an app error without letting them override the three fields', () => {
    const error = new AppError(ErrorCode.CONFLICT, 'taken', 409, { statusCode: 200, field: 'email' });
    expect(mapError(error).body).toEqual({ statusCode: 409, code: ErrorCode.CONFLICT, message: 'taken', field: 'email' });
  });

  it('turns ValidationPipe failures into VALIDATION_FAILED with every constraint message', async () => {
    const { body } = mapError(await validationFailure({ name: 7, quantity: 0, admin: true }));
    expect(body.statusCode).toBe(400);
    expect(body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(body.message).toContain('property admin should not exist');
    expect(body.message).toContain('name must be a string');
    expect(body.message).toContain('quantity must not be less than 1');
    expect(body.message.split('; ')).toHaveLength(3);
  });

  it('answers unknown routes with ROUTE_NOT_FOUND and other 404s with NOT_FOUND', () => {
    expect(mapError(new NotFoundException('Cannot GET /api/nope')).body).toEqual({
      statusCode: 404,
      code: ErrorCode.ROUTE_NOT_FOUND,
      message: 'Cannot GET /api/nope',
    });
    expect(mapError(new NotFoundException('No such order')).body.code).toBe(ErrorCode.NOT_FOUND);
  });

  it.each([
    [new BadRequestException('Body is not valid JSON but content-type is set to \'application/json\''), 400, ErrorCode.BAD_REQUEST],
    [new HttpException('Request body is too large', HttpStatus.PAYLOAD_TOO_LARGE), 413, ErrorCode.PAYLOAD_TOO_LARGE],
    [new HttpException('Unsupported Media Type', HttpStatus.UNSUPPORTED_MEDIA_TYPE), 415, ErrorCode.UNSUPPORTED_MEDIA_TYPE],
    [new ConflictException('Already there'), 409, ErrorCode.CONFLICT],
    [new HttpException('Slow down', HttpStatus.TOO_MANY_REQUESTS), 429, ErrorCode.TOO_MANY_REQUESTS],
  ])('maps %p to %i %s', (exception, status, code) => {
    expect(mapError(exception)).toEqual({ body: { statusCode: status, code, message: exception.message }, unexpected: false });
  });

  it('maps a mongoose CastError of an id to 400 INVALID_ID', () => {
    const cast = new mongoose.Error.CastError('ObjectId', '{"$gt":""}', '_id');
    expect(mapError(cast).body).toEqual({ statusCode: 400, code: ErrorCode.INVALID_ID, message: 'Invalid _id' });
  });

  it('maps any other mongoose CastError to 400 VALIDATION_FAILED', () => {
    const cast = new mongoose.Error.CastError('Number', { $gt: -1 }, 'price');
    expect(mapError(cast).body).toEqual({ statusCode: 400, code: ErrorCode.VALIDATION_FAILED, message: 'Invalid price' });
  });

  it('maps a mongoose ValidationError to 400 VALIDATION_FAILED with the field messages', () => {
    const Thing = mongoose.model('MapErrorThing', new Schema({ price: { type: Number, min: 0, required: true } }));
    const error = new Thing({ price: -1 }).validateSync();
    const { body } = mapError(error);
    expect(body).toMatchObject({ statusCode: 400, code: ErrorCode.VALIDATION_FAILED });
    expect(body.message).toContain('price');
  });

  it('maps a duplicate key error to 409 CONFLICT', () => {
    const duplicate = new mongoose.mongo.MongoServerError({ message: 'E11000 duplicate key error', code: 11000 });
    expect(mapError(duplicate).body).toMatchObject({ statusCode: 409, code: ErrorCode.CONFLICT });
  });

  it.each([
    new mongoose.mongo.MongoServerSelectionError(
      'connect ECONNREFUSED 127.0.0.1:27017',
      { type: 'Unknown', servers: new Map() } as unknown as ConstructorParameters<typeof mongoose.mongo.MongoServerSelectionError>[1],
    ),
    new mongoose.mongo.MongoNetworkError('connection closed'),
    new mongoose.mongo.MongoNotConnectedError('not connected'),
    new mongoose.Error('Operation `parts.find()` buffering timed out after 10000ms'),
    new DatabaseUnavailableError(),
    // Kinds a database killed mid-command produces: a subclass, a wrapped network error, a shutdown.
    new mongoose.mongo.MongoNetworkTimeoutError('connection timed out'),
    Object.assign(new Error('write failed'), { name: 'MongoBulkWriteError', cause: new mongoose.mongo.MongoNetworkError('connection reset') }),
    new mongoose.mongo.MongoServerError({ message: 'interrupted at shutdown', code: 11600 }),
    // What bulkWrite throws when its connection dies: the network error's class and cause lost.
    new mongoose.mongo.MongoBulkWriteError(
      { message: 'connection 15 to 127.0.0.1:27017 closed', errorResponse: { beforeHandshake: false }, writeErrors: [] } as never,
      {} as never,
    ),
    new mongoose.mongo.MongoServerError({ message: 'retry me', errorLabels: ['RetryableWriteError'] }),
    Object.assign(new Error('Server selection timed out after 2500 ms'), { name: 'MongooseServerSelectionError' }),
  ])('maps an unreachable database (%p) to 503 DATABASE_UNAVAILABLE', (error) => {
    expect(mapError(error)).toEqual({
      body: { statusCode: 503, code: ErrorCode.DATABASE_UNAVAILABLE, message: 'The database is unreachable' },
      unexpected: false,
    });
  });

  it('keeps a bulk write refused by the server (a write error) out of the outage answers', () => {
    const refused = new mongoose.mongo.MongoBulkWriteError(
      { message: 'E11000 duplicate key error', code: 11000, writeErrors: [{ code: 11000 }] as never },
      {} as never,
    );
    expect(mapError(refused).body.code).not.toBe(ErrorCode.DATABASE_UNAVAILABLE);
  });

  it('maps Fastify client errors that reach it unwrapped by their 4xx statusCode', () => {
    const tooLarge = Object.assign(new Error('Request body is too large'), {
      name: 'FastifyError',
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
      statusCode: 413,
    });
    expect(mapError(tooLarge).body).toEqual({
      statusCode: 413,
      code: ErrorCode.PAYLOAD_TOO_LARGE,
      message: 'Request body is too large',
    });
  });

  it.each([
    new Error('secret: connection string mongodb://user:pass@db'),
    new TypeError("Cannot read properties of undefined (reading 'price')"),
    new InternalServerErrorException('database password is hunter2'),
    Object.assign(new Error('upstream'), { statusCode: 502 }),
    'a thrown string',
    undefined,
  ])('answers anything else (%p) with a generic 500 that leaks nothing', (exception) => {
    expect(mapError(exception)).toEqual({
      body: { statusCode: 500, code: ErrorCode.INTERNAL_ERROR, message: 'Internal server error' },
      unexpected: true,
    });
  });
});

describe('mapError for multipart bodies', () => {
  it('answers what the multipart parser cannot read with 400, never 500', () => {
    for (const message of [
      'Multipart: Boundary not found',
      'Unexpected end of multipart data',
      'Part terminated early due to unexpected end of multipart data',
    ]) {
      expect(mapError(new Error(message))).toEqual({
        body: { statusCode: 400, code: ErrorCode.BAD_REQUEST, message: `The multipart body is malformed: ${message}` },
        unexpected: false,
      });
    }
  });

  it('answers a form with other fields or files than the upload takes with 400, not 413', () => {
    for (const code of ['FST_FIELDS_LIMIT', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT']) {
      const error = Object.assign(new Error('reach fields limit'), { code, statusCode: 413 });
      expect(mapError(error).body).toEqual({ statusCode: 400, code: ErrorCode.VALIDATION_FAILED, message: MULTIPART_SHAPE_MESSAGE });
    }
  });
});
