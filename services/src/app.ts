import { type LogLevel, ValidationPipe } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module';
import { answerFrameworkError } from './common';
import { type AppConfig, enabledLogLevels, validateEnv } from './config';
import { STATIC_DIR } from './paths';

export const API_PREFIX = 'api';
export const DOCS_PATH = `${API_PREFIX}/docs`;
export const STATIC_PREFIX = '/static/';
/** Largest accepted request body. JSON only: images are files under /static, not uploads. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** Static images change only with a release: let browsers keep them for 30 days. */
export const STATIC_MAX_AGE = '30d';

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
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(), createFastifyAdapter(), {
    logger: options.logger ?? enabledLogLevels(config.LOG_LEVEL),
    abortOnError: false,
  });
  configureApp(app);
  return app;
}

export function createFastifyAdapter(): FastifyAdapter {
  return new FastifyAdapter({ bodyLimit: BODY_LIMIT_BYTES, frameworkErrors: answerFrameworkError });
}

/** Everything that is set on the application object rather than in modules. Call before init(). */
export function configureApp(app: NestFastifyApplication): void {
  const config = app.get<ConfigService<AppConfig, true>>(ConfigService);
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true }));
  app.enableCors({ origin: config.get('CORS_ORIGINS', { infer: true }), credentials: true });
  app.useStaticAssets({ root: STATIC_DIR, prefix: STATIC_PREFIX, maxAge: STATIC_MAX_AGE });
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Shop API')
      .setDescription('Parts and consumer electronics shop (Bangladesh, prices in Tk). Errors: {statusCode, code, message}.')
      .setVersion('0.1.0')
      .build(),
  );
  SwaggerModule.setup(DOCS_PATH, app, document, { jsonDocumentUrl: `${DOCS_PATH}-json` });
  app.enableShutdownHooks();
}
