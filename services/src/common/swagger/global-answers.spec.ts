import { Controller, Delete, Get, Param, Post, UseGuards } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { Test } from '@nestjs/testing';
import { ThrottlerGuard } from '@nestjs/throttler';
import { OwnEmailOrAdmin, Public, Roles } from '../auth';
import { ParseObjectIdPipe } from '../pipes';
import {
  documentGlobalAnswers,
  ROLES_EXTENSION,
  globalStatuses,
  type RouteFacts,
  routeFactsOf,
} from './global-answers';
import { OBJECT_ID_PATTERN } from './schema-types';

const open: RouteFacts = {
  isPublic: true,
  restricted: false,
  throttled: false,
  objectIdParams: [],
};
const ERROR_REF = { $ref: '#/components/schemas/ApiErrorDto' };

function documentWith(paths: OpenAPIObject['paths']): OpenAPIObject {
  return {
    openapi: '3.0.0',
    info: { title: 'test', version: '1' },
    paths,
    components: { schemas: { ApiErrorDto: { type: 'object' } } },
  };
}

describe('globalStatuses', () => {
  it('gives a public operation without input only the database outage', () => {
    expect(globalStatuses({ responses: {} }, open)).toEqual([503]);
  });

  it('adds 400 for parameters, 413 and 415 for a body', () => {
    expect(
      globalStatuses({ parameters: [{ name: 'q', in: 'query' }], responses: {} }, open),
    ).toEqual([400, 503]);
    expect(globalStatuses({ requestBody: {}, responses: {} }, open)).toEqual([400, 413, 415, 503]);
  });

  it('adds 401 behind the JWT guard, 403 for roles and 429 for throttled routes', () => {
    const facts = { isPublic: false, restricted: true, throttled: true, objectIdParams: [] };
    expect(globalStatuses({ responses: {} }, facts)).toEqual([401, 403, 429, 503]);
  });
});

describe('documentGlobalAnswers', () => {
  it("adds 405 where a value that is no id makes the path another operation's, of other methods", () => {
    const idParam = [
      { name: 'id', in: 'path' as const, required: true, schema: { type: 'string' } },
    ];
    const document = documentWith({
      '/api/booking/{id}': {
        delete: { operationId: 'B_cancel', parameters: idParam, responses: {} },
      },
      '/api/booking/{email}': { get: { operationId: 'B_mine', responses: {} } },
      '/api/orders/{id}': { get: { operationId: 'O_one', parameters: idParam, responses: {} } },
      // GET as well: GET /api/orders/summary is that route's, never a 405.
      '/api/orders/summary': { get: { operationId: 'O_summary', responses: {} } },
      '/api/users/{id}': {
        delete: { operationId: 'U_remove', parameters: idParam, responses: {} },
      },
      '/api/users/me': { get: { operationId: 'U_me', responses: {} } },
    });
    const withId = { ...open, objectIdParams: ['id'] };
    const facts = (id: string) => (['B_cancel', 'O_one', 'U_remove'].includes(id) ? withId : open);
    const paths = documentGlobalAnswers(document, facts).paths;
    expect(paths['/api/booking/{id}'].delete!.responses['405']).toMatchObject({
      description: expect.stringMatching(/^METHOD_NOT_ALLOWED/),
    });
    expect(paths['/api/users/{id}'].delete!.responses['405']).toBeDefined();
    expect(paths['/api/orders/{id}'].get!.responses['405']).toBeUndefined();
    expect(paths['/api/booking/{email}'].get!.responses['405']).toBeUndefined();
  });

  it('adds the answers with the error schema, keeping what the operation documents itself', () => {
    const document = documentWith({
      '/api/x/{id}': {
        delete: {
          operationId: 'X_remove',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            '200': { description: 'ok' },
            '403': { description: 'FORBIDDEN: own words' },
          },
        },
      },
    });
    const facts: RouteFacts = {
      isPublic: false,
      restricted: true,
      throttled: false,
      objectIdParams: ['id'],
    };
    const operation = documentGlobalAnswers(document, () => facts).paths['/api/x/{id}'].delete!;

    expect(Object.keys(operation.responses).sort()).toEqual(['200', '400', '401', '403', '503']);
    expect(operation.responses['403']).toEqual({ description: 'FORBIDDEN: own words' });
    expect(operation.responses['401']).toMatchObject({
      description: expect.stringMatching(/^UNAUTHORIZED/),
      content: { 'application/json': { schema: ERROR_REF } },
    });
    expect(operation.security).toEqual([{ bearer: [] }]);
    expect(operation.parameters).toEqual([
      {
        name: 'id',
        in: 'path',
        required: true,
        schema: { type: 'string', pattern: OBJECT_ID_PATTERN },
      },
    ]);
  });

  it('leaves public operations without a security requirement and other parameters alone', () => {
    const document = documentWith({
      '/api/y': {
        get: {
          operationId: 'Y_list',
          parameters: [{ name: 'id', in: 'query', schema: { type: 'string' } }],
          responses: { '200': { description: 'ok' } },
        },
      },
    });
    const operation = documentGlobalAnswers(document, () => ({ ...open, objectIdParams: ['id'] }))
      .paths['/api/y'].get!;
    expect(operation.security).toBeUndefined();
    expect(operation.parameters).toEqual([{ name: 'id', in: 'query', schema: { type: 'string' } }]);
  });

  it("names a role-restricted operation's roles, and no roles where any signed-in caller may call", () => {
    const document = documentWith({
      '/api/admin/x': { get: { operationId: 'A_read', responses: {} } },
      '/api/me/{email}': { get: { operationId: 'M_read', responses: {} } },
      '/api/signed-in': { get: { operationId: 'S_read', responses: {} } },
    });
    const facts = (id: string): RouteFacts => {
      if (id === 'A_read') return { ...open, isPublic: false, restricted: true, roles: ['admin'] };
      if (id === 'M_read') return { ...open, isPublic: false, restricted: true };
      return { ...open, isPublic: false };
    };
    const paths = documentGlobalAnswers(document, facts).paths;
    expect(paths['/api/admin/x'].get).toMatchObject({ [ROLES_EXTENSION]: ['admin'] });
    expect(paths['/api/me/{email}'].get).not.toHaveProperty(ROLES_EXTENSION);
    expect(paths['/api/signed-in'].get).not.toHaveProperty(ROLES_EXTENSION);
  });

  it('refuses an operation it has no route for', () => {
    const document = documentWith({ '/api/z': { get: { operationId: 'Z_gone', responses: {} } } });
    expect(() => documentGlobalAnswers(document, () => undefined)).toThrow(
      'No route found for GET /api/z (Z_gone)',
    );
  });

  it('refuses a document without the error schema', () => {
    expect(() =>
      documentGlobalAnswers({ ...documentWith({}), components: {} }, () => open),
    ).toThrow(/ApiErrorDto/);
  });
});

@Controller('things')
class ThingsController {
  @Public()
  @Get()
  list(): string[] {
    return [];
  }

  @Public()
  @UseGuards(ThrottlerGuard)
  @Post()
  create(): void {}

  @Roles('admin')
  @Delete(':id')
  remove(@Param('id', ParseObjectIdPipe) id: string): string {
    return id;
  }

  @OwnEmailOrAdmin('email')
  @Get('by/:email')
  byEmail(@Param('email') email: string): string {
    return email;
  }

  /** Not a route. */
  get label(): string {
    throw new Error('a getter must not be read');
  }
}

@Roles('admin')
@Controller('admin')
class AdminController {
  @Get(':key')
  read(@Param('key') key: string): string {
    return key;
  }

  // The handler's roles override the controller's, as in RolesGuard.
  @Roles('customer')
  @Post()
  customersOnly(): void {}
}

describe('routeFactsOf', () => {
  it('reads the facts of every route from the metadata the guards and pipes read', async () => {
    // The guard itself is not needed (its options are not provided here): only its metadata is read.
    const module = await Test.createTestingModule({
      controllers: [ThingsController, AdminController],
    })
      .overrideGuard(ThrottlerGuard)
      .useValue({ canActivate: () => true })
      .compile();
    const facts = routeFactsOf(module);
    expect(Object.fromEntries(facts)).toEqual({
      ThingsController_list: {
        isPublic: true,
        restricted: false,
        throttled: false,
        objectIdParams: [],
      },
      ThingsController_create: {
        isPublic: true,
        restricted: false,
        throttled: true,
        objectIdParams: [],
      },
      ThingsController_remove: {
        isPublic: false,
        restricted: true,
        roles: ['admin'],
        throttled: false,
        objectIdParams: ['id'],
      },
      ThingsController_byEmail: {
        isPublic: false,
        restricted: true,
        throttled: false,
        objectIdParams: [],
      },
      AdminController_read: {
        isPublic: false,
        restricted: true,
        roles: ['admin'],
        throttled: false,
        objectIdParams: [],
      },
      AdminController_customersOnly: {
        isPublic: false,
        restricted: true,
        roles: ['customer'],
        throttled: false,
        objectIdParams: [],
      },
    });
    await module.close();
  });
});
