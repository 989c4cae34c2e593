import mongoose from 'mongoose';
import { DatabaseUnreachableError, mongooseOptions, redactUri, waitForDatabase } from './database';

describe('mongooseOptions', () => {
  it('sanitises filters, is strict, and formats no stack trace per query', () => {
    mongooseOptions('mongodb://127.0.0.1:27017/shop');
    expect(mongoose.get('sanitizeFilter')).toBe(true);
    expect(mongoose.get('strictQuery')).toBe(true);
    expect(mongoose.get('skipOriginalStackTraces')).toBe(true);
  });
});

describe('redactUri', () => {
  it('hides the password and keeps the rest', () => {
    expect(redactUri('mongodb://shop:s3cret@db.example:27017/shop?authSource=admin')).toBe(
      'mongodb://shop:***@db.example:27017/shop?authSource=admin',
    );
    expect(redactUri('mongodb+srv://u:p%40ss@cluster0.example.net/shop')).toBe('mongodb+srv://u:***@cluster0.example.net/shop');
    expect(redactUri('mongodb://127.0.0.1:27017/shop')).toBe('mongodb://127.0.0.1:27017/shop');
  });
});

describe('waitForDatabase', () => {
  it('gives up after the attempts with one line naming the (redacted) database', async () => {
    const retries: string[] = [];
    // Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
    const waiting = waitForDatabase('mongodb://shop:s3cret@127.0.0.1:9/shop', {
      attempts: 2,
      delayMs: 10,
      serverSelectionTimeoutMS: 300,
      onRetry: (message) => retries.push(message),
    });
    await expect(waiting).rejects.toThrow(DatabaseUnreachableError);
    await expect(waiting).rejects.toThrow(/^the database at mongodb:\/\/shop:\*\*\*@127\.0\.0\.1:9\/shop is unreachable: /);
    expect(retries).toHaveLength(1);
    expect(retries[0]).toMatch(/^Waiting for the database at mongodb:\/\/shop:\*\*\*@127\.0\.0\.1:9\/shop \(attempt 1\/2\)/);
    expect(retries.join('')).not.toContain('s3cret');
  });
});
