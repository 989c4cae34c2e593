import { type DynamicModule, Module } from '@nestjs/common';
import { ConfigModule, ConfigService } from '@nestjs/config';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { MongooseModule } from '@nestjs/mongoose';
import { ThrottlerModule } from '@nestjs/throttler';
import { AuditModule } from './audit';
import { AuthModule } from './auth';
import { BrowseModule } from './browse';
import { MongoThrottlerStorage, RateLimitsModule, waitText } from './rate-limits';
import { CatalogueAdminModule } from './catalogue-admin';
import { CatalogueModule } from './catalogue';
import { ContactModule } from './contact';
import { CouriersModule } from './couriers';
import { DocumentsModule } from './documents';
import { CodLedgerModule } from './cod-ledger';
import { ApiExceptionFilter, JwtAuthGuard, RolesGuard } from './common';
import { type AppConfig, validateEnv } from './config';
import { ModelIndexesReady, mongooseOptions } from './database';
import { HealthModule } from './health';
import { ImagesModule } from './images';
import { MailModule } from './mail';
import { MigrationsModule } from './migrations';
import { NotificationsModule } from './notifications';
import { OrdersModule } from './orders';
import { PaymentsModule, WalletPaymentsModule } from './payments';
import { ReleasesModule } from './releases';
import { ReviewsModule } from './reviews';
import { RiskModule } from './risk';
import { SearchModule } from './search';
import { SeedModule } from './seed';
import { SessionsModule } from './sessions';
import { TrackingModule } from './tracking';
import { UsersModule } from './users';

/**
 * The API's root module. A dynamic module so that the environment is read (and validated) when the
 * app is created, not when this file is imported: tests set MONGODB_URI per test file.
 */
@Module({})
export class AppModule {
  static forRoot(): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, cache: true, validate: validateEnv }),
        MongooseModule.forRootAsync({
          inject: [ConfigService],
          useFactory: (config: ConfigService<AppConfig, true>) =>
            mongooseOptions(config.get('MONGODB_URI', { infer: true })),
        }),
        // Request limits, applied per route with @UseGuards(ThrottlerGuard) + @Throttle (sign-up,
        // reset, contact, image uploads). Counted in MongoDB (`rate_limits`), so a limit holds across
        // every API instance. Failed logins have their own atomic counters
        // (auth/login-attempts.service.ts).
        ThrottlerModule.forRootAsync({
          imports: [RateLimitsModule],
          inject: [MongoThrottlerStorage],
          useFactory: (storage: MongoThrottlerStorage) => ({
            throttlers: [{ ttl: 60_000, limit: 60 }],
            // Says how long to wait (the body also carries retryAfterSeconds, ApiExceptionFilter).
            errorMessage: (_context, limit) =>
              `Too many requests. Try again in ${waitText(Math.max(1, limit.timeToBlockExpire))}.`,
            storage,
          }),
        }),
        // Stored data in the shape this code reads, before anything else uses it.
        MigrationsModule,
        MailModule,
        SessionsModule,
        AuthModule,
        CatalogueModule,
        CatalogueAdminModule,
        SearchModule,
        BrowseModule,
        OrdersModule,
        ReviewsModule,
        ImagesModule,
        ContactModule,
        UsersModule,
        PaymentsModule,
        WalletPaymentsModule,
        CouriersModule,
        DocumentsModule,
        RiskModule,
        CodLedgerModule,
        TrackingModule,
        NotificationsModule,
        AuditModule,
        ReleasesModule,
        HealthModule,
        SeedModule,
      ],
      providers: [
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        // Deny by default: every route needs a logged-in caller unless marked @Public(); then roles.
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
        ModelIndexesReady,
      ],
    };
  }
}
