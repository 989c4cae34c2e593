import type { Connection } from 'mongoose';
import type { Migration, MigrationResult } from './migration';

/**
 * Accounts from before email confirmation. Order mails now go only to a confirmed address, and
 * an account made before the rule proves nothing about its address: the attack the rule stops
 * (signing up with somebody else's address to make the shop mail them) worked then too. So only
 * the accounts whose address is vouched for are marked confirmed:
 * - accounts linked to Google (Google verified the address: linking requires `email_verified`);
 * - admins (made by the operator's seed or promoted by another admin).
 * Every other customer confirms with one click: the dashboard says so and sends a link; until then
 * their order SMS still go out and their mails are recorded as skipped. The seeded accounts are
 * confirmed by the seed itself (ensureUser). Conditional on the missing field: a rerun skips them.
 */
export const emailConfirmationMigration: Migration = {
  name: '2026-12-02-email-confirmation',
  description: 'users: emailConfirmedAt for accounts linked to Google and for admins',
  async up(connection: Connection, { now }): Promise<MigrationResult> {
    const users = connection.collection('users');
    const google = await users.updateMany(
      { emailConfirmedAt: { $exists: false }, googleId: { $type: 'string' } },
      { $set: { emailConfirmedAt: now } },
    );
    const admins = await users.updateMany(
      { emailConfirmedAt: { $exists: false }, role: 'admin' },
      { $set: { emailConfirmedAt: now } },
    );
    const unconfirmed = await users.countDocuments({ emailConfirmedAt: { $exists: false } });
    return { google: google.modifiedCount, admins: admins.modifiedCount, unconfirmed };
  },
};
