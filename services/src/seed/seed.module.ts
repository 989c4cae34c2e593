import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue';
import { ReviewsModule } from '../reviews';
import { UsersModule } from '../users';
import { SeedService } from './seed.service';

/** Inserts the seed data on application bootstrap when SEED_ON_START is true. */
@Module({
  imports: [CatalogueModule, ReviewsModule, UsersModule],
  providers: [SeedService],
  exports: [SeedService],
})
export class SeedModule {}
