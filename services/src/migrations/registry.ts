import { orderStateMachineMigration } from './2026-11-25-order-state-machine';
import type { Migration } from './migration';

/** Every migration, oldest first: each runs once per database, in this order. Append only. */
export const MIGRATIONS: readonly Migration[] = [orderStateMachineMigration];
