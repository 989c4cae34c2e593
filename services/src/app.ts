import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type LogLevel, ValidationPipe } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AppModule } from './app.module';
import {
  answerNotModified,
  CatalogueCache,
  COMPRESS_THRESHOLD_BYTES,
  rememberServedAnswer,
  replayCachedCatalogue,
  serveCachedCatalogue,
} from './catalogue';
import {
  answerClientError,
  answerFrameworkError,
  ControlCharactersPipe,
  createOpenApiDocument,
  enableCors,
  objectIdRoutes,
  refuseMultipartWithoutBoundary,
  registerSecurityHeaders,
  trackRoutes,
  useBodyParsers,
} from './common';
import { type AppConfig, enabledLogLevels, validateEnv } from './config';
import { PicturePreviews, PREVIEWS_SUBDIR, registerPicturePreviews } from './images';
import { STATIC_DIR } from './paths';
import { MAX_PHOTO_BYTES, UPLOADS_PREFIX } from './users';

export const API_PREFIX = 'api';
export const DOCS_PATH = `${API_PREFIX}/docs`;
export const STATIC_PREFIX = '/static/';
/** Largest accepted JSON body. Profile photos (multipart) have their own 2 MB limit. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/**
 * Longest path parameter Fastify routes (its default is 100, which turned `/api/admin/{email}` into
 * 414 for addresses sign-up accepts): an email of 254 characters (EmailField), each written as up to
 * 4 UTF-8 bytes, each percent-encoded (3 characters).
 */
export const MAX_PATH_PARAM_LENGTH = 254 * 4 * 3;
/** Static images change only with a release: let browsers keep them for 30 days. */
export const STATIC_MAX_AGE = '30d';

/**
 * Options of the Nest application, the same in production and the e2e tests. rawBody: the Stripe
 * webhook verifies its signature over the exact bytes received (`request.rawBody`); JSON bodies are
 * still parsed as before.
 */
export const NEST_APP_OPTIONS = { rawBody: true, abortOnError: false } as const;

export interface CreateAppOptions {
  /** Nest logger levels, or false for silence (tests). Defaults to LOG_LEVEL and above. */
  logger?: LogLevel[] | false;
}

/**
 * Creates the API exactly as production runs it (main.ts and the e2e tests both call this).
 * Throws ConfigValidationError, naming each bad variable, before anything else starts.
 */
export async function createApp(options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const config = validateEnv(process.env);
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(),
    createFastifyAdapter(config),
    {
      ...NEST_APP_OPTIONS,
      logger: options.logger ?? enabledLogLevels(config.LOG_LEVEL),
    },
  );
  configureApp(app);
  return app;
}

/**
 * The Fastify adapter. With TRUST_PROXY, `request.ip` is the client address given by the first
 * (nearest) proxy in X-Forwarded-For, and only that hop is trusted; otherwise the socket address.
 */
export function createFastifyAdapter(
  config: Pick<AppConfig, 'TRUST_PROXY'> = validateEnv(process.env),
): FastifyAdapter {
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors: answerFrameworkError,
    // Requests Node cannot parse (headers over 16 KB, a broken request line) in the API's error shape.
    clientErrorHandler: answerClientError,
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    trustProxy: config.TRUST_PROXY ? 1 : false,
  });
  // Answers over 1 KB are compressed when the client accepts it (images are not: their types are not
  // compressible); request bodies are taken as sent. Registered here, on the bare adapter, because
  // the plugin only wraps routes added after it loads, and NestFactory.create() loads the plugins
  // registered so far before any route exists. The catalogue sends its cached answers already
  // compressed, which this plugin leaves alone.
  void adapter.getInstance().register(fastifyCompress, { threshold: COMPRESS_THRESHOLD_BYTES, globalDecompression: false });
  return adapter;
}

/** Everything that is set on the application object rather than in modules. Call before init(). */
export function configureApp(app: NestFastifyApplication): void {
  const config = app.get<ConfigService<AppConfig, true>>(ConfigService);
  // Before any route exists: the exception filter answers 405 + Allow from this table, in which an
  // id path parameter matches only an id.
  trackRoutes(app.getHttpAdapter().getInstance()).setIdRoutes(objectIdRoutes(app, API_PREFIX));
  app.setGlobalPrefix(API_PREFIX);
  useBodyParsers(app, BODY_LIMIT_BYTES);
  // stopAtFirstError: one message per field, the first rule it breaks (spec §5 shows one per field).
  app.useGlobalPipes(
    new ValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      stopAtFirstError: true,
    }),
    // After validation: no control characters in any text a client sends (DTOs may say more).
    new ControlCharactersPipe(),
  );
  enableCors(app, config.get('CORS_ORIGINS', { infer: true }));
  registerSecurityHeaders(app, {
    docsPath: `/${DOCS_PATH}`,
    embeddablePrefixes: [STATIC_PREFIX, UPLOADS_PREFIX],
  });
  app.useStaticAssets({ root: STATIC_DIR, prefix: STATIC_PREFIX, maxAge: STATIC_MAX_AGE });
  // Uploaded profile photos and images (/uploads/images/): random, never-reused names, so browsers
  // may keep them long.
  const uploadsDir = config.get('UPLOADS_DIR', { infer: true });
  mkdirSync(uploadsDir, { recursive: true });
  app.useStaticAssets({
    root: uploadsDir,
    prefix: UPLOADS_PREFIX,
    maxAge: STATIC_MAX_AGE,
    immutable: true,
    decorateReply: false,
    // Browsers must take each file as the type its extension gives (image/webp, image/png …), never
    // sniff one as HTML or script. @fastify/static hands over the Fastify reply (Nest types it otherwise).
    setHeaders: (reply) => void (reply as unknown as FastifyReply).header('X-Content-Type-Options', 'nosniff'),
  });
  // /static/products/<slug>.png: the seed's SVG pictures as PNGs for link previews, rendered once
  // into a folder of the uploads (shared by every process).
  registerPicturePreviews(
    app.getHttpAdapter().getInstance(),
    new PicturePreviews(join(STATIC_DIR, 'products'), join(uploadsDir, PREVIEWS_SUBDIR)),
    { maxAge: STATIC_MAX_AGE },
  );
  // Catalogue reads the cache holds are answered before Nest's pipeline; a GET whose ETag the client
  // already has becomes 304 (the catalogue's answers carry one).
  app.getHttpAdapter().getInstance().addHook('preHandler', serveCachedCatalogue(app.get(CatalogueCache)));
  app.getHttpAdapter().getInstance().addHook('onSend', answerNotModified);
  // Such an answer, once sent whole, is kept with its headers; the same request again is answered
  // with them before it reaches Fastify.
  app.getHttpAdapter().getInstance().addHook('onResponse', rememberServedAnswer);
  replayCachedCatalogue(app.getHttpServer(), app.get(CatalogueCache));
  void app.register(fastifyCookie);
  void app.register(fastifyMultipart, {
    limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 0, parts: 2 },
  });
  // A multipart body without a usable boundary is 400 before any upload handler reads it.
  refuseMultipartWithoutBoundary(app.getHttpAdapter().getInstance());
  // Plus the error answers of the global guards, pipes and parsers (common/swagger). Built on the
  // first request for it, not at boot: it walks every route and DTO (a third of a second of CPU),
  // which a process that never serves it — each instance, each API test file — need not pay.
  const documentConfig = new DocumentBuilder()
    .setTitle('Shop API')
    .setDescription(
      'Parts and consumer electronics shop (Bangladesh, prices in Tk). Errors: {statusCode, code, message}.',
    )
    .setVersion('0.1.0')
    .addBearerAuth()
    .addCookieAuth('shop_refresh')
    .build();
  SwaggerModule.setup(DOCS_PATH, app, () => createOpenApiDocument(app, documentConfig), {
    jsonDocumentUrl: `${DOCS_PATH}-json`,
  });
  app.enableShutdownHooks();
}
