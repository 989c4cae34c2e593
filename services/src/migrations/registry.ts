import { orderStateMachineMigration } from './2026-11-25-order-state-machine';
import { reviewVisibilityMigration } from './2026-12-01-review-visibility';
import { emailConfirmationMigration } from './2026-12-02-email-confirmation';
import { orderHistoryNamesMigration } from './2026-12-03-order-history-names';
import { productVariantsMigration } from './2026-12-04-product-variants';
import { orderNumbersMigration } from './2026-12-05-order-numbers';
import type { Migration } from './migration';

/** Every migration, oldest first: each runs once per database, in this order. Append only. */
export const MIGRATIONS: readonly Migration[] = [
  orderStateMachineMigration,
  reviewVisibilityMigration,
  emailConfirmationMigration,
  orderHistoryNamesMigration,
  productVariantsMigration,
  orderNumbersMigration,
];
