import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import mongoose, { type Model } from 'mongoose';
import {
  BKASH_PATHS,
  type BkashCreateAnswer,
  type BkashCreateRequest,
  type BkashPaymentAnswer,
  type BkashRefundAnswer,
  type BkashRefundRequest,
  type BkashTokenAnswer,
} from './bkash-api';
import type { BkashToken } from './bkash-token.schema';

export interface BkashCredentials {
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
  /** e.g. https://tokenized.pay.bka.sh/v1.2.0-beta */
  baseUrl: string;
}

/** bKash could not be asked, or its answer was lost (network error, timeout, 5xx, not JSON). */
export class BkashUnreachableError extends Error {
  override name = 'BkashUnreachableError';
}

const TOKEN_ID = 'bkash';
/** A token is renewed this long before bKash's expiry (expires_in: 3600 s). */
export const TOKEN_RENEW_MARGIN_MS = 5 * 60_000;
/** How long one process may hold the lease to grant or refresh. */
const LEASE_MS = 20_000;
/** bKash asks merchants for a 30-second timeout on every call. */
const TIMEOUT_MS = 30_000;
const DUPLICATE_KEY = 11000;

/**
 * The bKash Tokenized Checkout API: grant/refresh token, create, execute, query payment status,
 * refund. The grant token is shared by every API process through one Mongo document renewed under
 * a lease (one grant for many callers), with an in-process cache in front of it.
 */
export class BkashClient {
  private readonly logger = new Logger('bKash');
  private readonly owner = randomUUID();
  private cached?: { idToken: string; expiresAt: number };

  constructor(
    private readonly credentials: BkashCredentials,
    private readonly tokens: Model<BkashToken>,
    private readonly options: { timeoutMs?: number; now?: () => number } = {},
  ) {}

  createPayment(request: BkashCreateRequest): Promise<BkashCreateAnswer> {
    return this.call<BkashCreateAnswer>(BKASH_PATHS.create, request);
  }

  executePayment(paymentID: string): Promise<BkashPaymentAnswer> {
    return this.call<BkashPaymentAnswer>(BKASH_PATHS.execute, { paymentID });
  }

  queryPayment(paymentID: string): Promise<BkashPaymentAnswer> {
    return this.call<BkashPaymentAnswer>(BKASH_PATHS.status, { paymentID });
  }

  refund(request: BkashRefundRequest): Promise<BkashRefundAnswer> {
    return this.call<BkashRefundAnswer>(BKASH_PATHS.refund, request);
  }

  /** The current id_token: cached, else the shared one, else granted (or refreshed) under the lease. */
  async idToken(): Promise<string> {
    const now = this.now();
    if (this.cached && this.cached.expiresAt - TOKEN_RENEW_MARGIN_MS > now) return this.cached.idToken;
    const deadline = now + LEASE_MS + 5_000;
    while (this.now() < deadline) {
      const stored = await this.tokens.findById(TOKEN_ID).lean<BkashToken>().exec();
      if (stored?.idToken && stored.expiresAt && stored.expiresAt.getTime() - TOKEN_RENEW_MARGIN_MS > this.now()) {
        this.cached = { idToken: stored.idToken, expiresAt: stored.expiresAt.getTime() };
        return stored.idToken;
      }
      if (await this.takeLease()) return this.renew(stored?.refreshToken);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new BkashUnreachableError('No bKash token: another API process holds the lease and wrote none');
  }

  /** A token bKash refused (401): forgotten here and in the shared document, so the next call renews it. */
  private async forget(idToken: string): Promise<void> {
    if (this.cached?.idToken === idToken) this.cached = undefined;
    await this.tokens.updateOne({ _id: TOKEN_ID, idToken }, { $set: { expiresAt: new Date(0) } }).exec();
  }

  /**
   * The lease to grant or refresh, taken only while no process holds it and no token good for
   * `TOKEN_RENEW_MARGIN_MS` more is stored: the read before it may be stale, another process
   * having stored its token and let the lease go in between, and a second grant would replace the
   * token the others already use.
   */
  private async takeLease(): Promise<boolean> {
    const now = new Date(this.now());
    const renewBy = new Date(now.getTime() + TOKEN_RENEW_MARGIN_MS);
    try {
      const leased = await this.tokens
        .findOneAndUpdate(
          {
            _id: TOKEN_ID,
            // The app's sanitizeFilter refuses query operators it is not told to trust.
            $and: [
              { $or: [{ leaseUntil: mongoose.trusted({ $exists: false }) }, { leaseUntil: null }, { leaseUntil: mongoose.trusted({ $lte: now }) }] },
              { $or: [{ expiresAt: mongoose.trusted({ $exists: false }) }, { expiresAt: null }, { expiresAt: mongoose.trusted({ $lte: renewBy }) }] },
            ],
          },
          { $set: { leaseUntil: new Date(now.getTime() + LEASE_MS), leaseOwner: this.owner } },
          { upsert: true, new: true },
        )
        .lean<BkashToken>()
        .exec();
      return leased?.leaseOwner === this.owner;
    } catch (error) {
      if ((error as { code?: number }).code === DUPLICATE_KEY) return false;
      throw error;
    }
  }

  /** Under the lease: refresh (or, failing that, grant), store for every process, release the lease. */
  private async renew(refreshToken: string | undefined): Promise<string> {
    try {
      let answer: BkashTokenAnswer | undefined;
      if (refreshToken) {
        answer = await this.tokenCall(BKASH_PATHS.refresh, { refresh_token: refreshToken }).catch(() => undefined);
        if (!answer?.id_token) answer = undefined;
      }
      answer ??= await this.tokenCall(BKASH_PATHS.grant, {});
      if (!answer.id_token) {
        throw new BkashUnreachableError(
          `bKash granted no token: ${answer.statusCode ?? ''} ${answer.statusMessage ?? 'no message'}`.trim(),
        );
      }
      const expiresAt = this.now() + (answer.expires_in ?? 3600) * 1000;
      await this.tokens
        .updateOne(
          { _id: TOKEN_ID, leaseOwner: this.owner },
          {
            $set: {
              idToken: answer.id_token,
              refreshToken: answer.refresh_token ?? refreshToken,
              expiresAt: new Date(expiresAt),
              grantedAt: new Date(this.now()),
            },
            $unset: { leaseUntil: '', leaseOwner: '' },
          },
        )
        .exec();
      this.logger.log(`bKash token ${refreshToken && answer.refresh_token === refreshToken ? 'refreshed' : 'granted'}`);
      this.cached = { idToken: answer.id_token, expiresAt };
      return answer.id_token;
    } catch (error) {
      await this.tokens
        .updateOne({ _id: TOKEN_ID, leaseOwner: this.owner }, { $unset: { leaseUntil: '', leaseOwner: '' } })
        .exec();
      throw error;
    }
  }

  /** Grant and refresh: `username`/`password` headers, `app_key`/`app_secret` in the body. */
  private async tokenCall(path: string, body: Record<string, string>): Promise<BkashTokenAnswer> {
    return this.post<BkashTokenAnswer>(
      path,
      { app_key: this.credentials.appKey, app_secret: this.credentials.appSecret, ...body },
      { username: this.credentials.username, password: this.credentials.password },
    );
  }

  /** Any other call: `Authorization` = the id_token, `X-APP-Key`; a refused token is renewed once. */
  private async call<T>(path: string, body: unknown): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const idToken = await this.idToken();
      try {
        return await this.post<T>(path, body, { authorization: idToken, 'x-app-key': this.credentials.appKey });
      } catch (error) {
        if (!(error instanceof TokenRefusedError) || attempt > 0) throw error;
        await this.forget(idToken);
      }
    }
  }

  private async post<T>(path: string, body: unknown, headers: Record<string, string>): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.credentials.baseUrl}${path}`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? TIMEOUT_MS),
      });
    } catch (error) {
      throw new BkashUnreachableError(`bKash ${path}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (response.status === 401 || response.status === 403) {
      throw new TokenRefusedError(`bKash ${path}: HTTP ${response.status}`);
    }
    let answer: unknown;
    try {
      answer = await response.json();
    } catch {
      throw new BkashUnreachableError(`bKash ${path}: HTTP ${response.status}, no JSON answer`);
    }
    if (!response.ok || !answer || typeof answer !== 'object') {
      throw new BkashUnreachableError(`bKash ${path}: HTTP ${response.status}`);
    }
    return answer as T;
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }
}

class TokenRefusedError extends BkashUnreachableError {
  override name = 'TokenRefusedError';
}
