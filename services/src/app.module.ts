import { type DynamicModule, Module } from '@nestjs/common';
import { ConfigModule, ConfigService } from '@nestjs/config';
import { APP_FILTER } from '@nestjs/core';
import { MongooseModule } from '@nestjs/mongoose';
import { CatalogueModule } from './catalogue/catalogue.module';
import { ApiExceptionFilter } from './common';
import { type AppConfig, validateEnv } from './config';
import { ModelIndexesReady, mongooseOptions } from './database';
import { HealthModule } from './health/health.module';
import { OrdersModule } from './orders/orders.module';
import { PaymentsModule } from './payments/payments.module';
import { ReviewsModule } from './reviews/reviews.module';
import { SeedModule } from './seed/seed.module';
import { UsersModule } from './users/users.module';

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
        CatalogueModule,
        OrdersModule,
        ReviewsModule,
        UsersModule,
        PaymentsModule,
        HealthModule,
        SeedModule,
      ],
      providers: [{ provide: APP_FILTER, useClass: ApiExceptionFilter }, ModelIndexesReady],
    };
  }
}
