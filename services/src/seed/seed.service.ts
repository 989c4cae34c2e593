import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { CatalogueService } from '../catalogue';
import type { AppConfig } from '../config';
import { ReviewsService } from '../reviews';
import { type SeedUser, UsersService } from '../users';
import { SEED_PRODUCTS, SEED_REVIEWS } from './seed-data';

export interface SeedResult {
  products: number;
  reviews: number;
  users: number;
}

/**
 * Fills a fresh database with the seed catalogue, reviews and the two accounts. Idempotent: records
 * are keyed by fixed id (users by email) and only inserted when missing, so restarts never duplicate
 * anything nor undo later edits.
 */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SeedService.name);

  constructor(
    private readonly config: ConfigService<AppConfig, true>,
    private readonly catalogue: CatalogueService,
    private readonly reviews: ReviewsService,
    private readonly users: UsersService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.get('SEED_ON_START', { infer: true })) return;
    const inserted = await this.run();
    this.logger.log(
      `Seed: inserted ${inserted.products} products, ${inserted.reviews} reviews, ${inserted.users} users`,
    );
  }

  /** Inserts whatever seed records are missing; returns how many of each were inserted. */
  async run(): Promise<SeedResult> {
    const products = await this.catalogue.ensureParts(
      SEED_PRODUCTS.map(({ slug: _slug, ...part }) => part),
    );
    const reviews = await this.reviews.ensureReviews(
      SEED_REVIEWS.map(({ slug: _slug, ...review }) => review),
    );
    let users = 0;
    for (const account of this.accounts()) {
      if (await this.users.ensureUser(account)) users += 1;
    }
    return { products, reviews, users };
  }

  /** The admin and the customer account, from ADMIN_* and CUSTOMER_* (see README for defaults). */
  accounts(): SeedUser[] {
    const get = <K extends keyof AppConfig>(key: K) => this.config.get(key, { infer: true });
    return [
      { name: get('ADMIN_NAME'), email: get('ADMIN_EMAIL'), password: get('ADMIN_PASSWORD'), role: 'admin' },
      {
        name: get('CUSTOMER_NAME'),
        email: get('CUSTOMER_EMAIL'),
        password: get('CUSTOMER_PASSWORD'),
        role: 'customer',
      },
    ];
  }
}
