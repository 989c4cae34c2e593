import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtService } from '@nestjs/jwt';
import type { AuthAnswer, AuthProviders, AuthUser } from '@shop/contracts';
import { randomBytes } from 'node:crypto';
import {
  type AccessTokenPayload,
  AppError,
  GoogleSignInDisabledError,
  InvalidCredentialsError,
  NoSessionError,
  SessionRevokedError,
} from '../common';
import type { AppConfig } from '../config';
import { type IssuedSession, type SessionClient, SessionsService } from '../sessions';
import { type GoogleIdentity, hashPassword, UsersService, verifyPassword } from '../users';
import { GOOGLE_STATE_TTL_SECONDS, type GoogleStateClaims, safeReturnPath } from './google/google-state';
import { GOOGLE_STRATEGY_TOKEN, type GoogleStrategy } from './google/google.strategy';
import { EmailConfirmationService } from './email-confirmation.service';
import { LoginAttemptsService } from './login-attempts.service';
import { type NotificationLanguage } from '../notifications';

/** A signed-in answer plus the refresh token the controller puts in the cookie. */
export interface SignedIn {
  answer: AuthAnswer;
  session: IssuedSession;
}

export interface ClientInfo extends SessionClient {
  ip?: string;
}

/** Sign-up, login, refresh rotation, logout and Google sign-in. */
@Injectable()
export class AuthService implements OnModuleInit {
  private readonly logger = new Logger(AuthService.name);
  /** Verified against when the email has no account, so both failures take about as long. */
  private dummyHash?: Promise<string>;

  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly attempts: LoginAttemptsService,
    private readonly confirmations: EmailConfirmationService,
    private readonly jwt: JwtService,
    private readonly config: ConfigService<AppConfig, true>,
    @Inject(GOOGLE_STRATEGY_TOKEN) private readonly google: GoogleStrategy | null,
  ) {}

  onModuleInit(): void {
    this.dummyHash = hashPassword(randomBytes(16).toString('hex'));
  }

  /** Google sign-in is offered when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set. */
  providers(): AuthProviders {
    return { google: this.google !== null };
  }

  async signup(
    input: { name: string; email: string; password: string },
    client: ClientInfo,
    language?: NotificationLanguage,
  ): Promise<SignedIn> {
    const passwordHash = await hashPassword(input.password);
    const user = await this.users.createCustomer({ name: input.name, email: input.email, passwordHash });
    if (language) await this.users.rememberLanguage(user._id, language);
    // Order mails wait for the owner of the address to open this link (in the sign-up page's language).
    await this.confirmations.send(user, language ?? 'en');
    return this.signIn(user, client);
  }

  /**
   * Unknown email and wrong password answer the same 401 after the same work (an argon2 verify).
   * The password is checked only once LoginAttemptsService has admitted the attempt (429 otherwise):
   * progressive waits per account + address, a shared-address budget (auth/README.md).
   */
  async login(
    input: { email: string; password: string },
    client: ClientInfo,
    language?: NotificationLanguage,
  ): Promise<SignedIn> {
    const ticket = await this.attempts.admit(input.email, client.ip);
    const user = await this.users.findForLogin(input.email);
    const hash = user?.passwordHash ?? (await this.dummyHash!);
    const matches = await verifyPassword(hash, input.password);
    if (!user?.passwordHash || !matches) {
      await this.attempts.failed(ticket);
      throw new InvalidCredentialsError();
    }
    await this.attempts.succeeded(ticket);
    if (language) await this.users.rememberLanguage(user._id, language);
    const { passwordHash: _hash, ...authUser } = user;
    return this.signIn(authUser, client);
  }

  /** Rotates the refresh token; reuse of a rotated token revokes its whole family. */
  async refresh(token: unknown, client: ClientInfo): Promise<SignedIn> {
    const rotated = await this.sessions.rotate(token, client);
    if (!rotated.ok) {
      if (rotated.reason === 'reused') {
        this.logger.warn('A rotated refresh token was presented again: its session family is revoked');
      }
      throw rotated.reason === 'missing' ? new NoSessionError() : new SessionRevokedError();
    }
    const user = await this.users.findById(rotated.session.userId);
    if (!user) {
      await this.sessions.revokeByToken(rotated.session.token);
      throw new NoSessionError();
    }
    const accessToken = await this.accessToken(user, rotated.session.familyId);
    return { answer: { accessToken, user }, session: rotated.session };
  }

  logout(token: unknown): Promise<void> {
    return this.sessions.revokeByToken(token);
  }

  /** First step of 'Continue with Google': the consent-screen URL and the nonce for the state cookie. */
  async googleStart(request: unknown, from: unknown): Promise<{ url: string; nonce: string }> {
    if (!this.google) throw new GoogleSignInDisabledError();
    const nonce = randomBytes(16).toString('base64url');
    const claims: GoogleStateClaims = { purpose: 'google-sign-in', nonce, from: safeReturnPath(from) };
    const state = await this.jwt.signAsync(claims, { expiresIn: GOOGLE_STATE_TTL_SECONDS });
    return { url: await this.google.authorizationUrl(request, state), nonce };
  }

  /** Last step: the account for this Google identity (linked or created) and a new session. */
  async googleSignIn(identity: GoogleIdentity, client: ClientInfo): Promise<SignedIn | undefined> {
    try {
      const result = await this.users.signInWithGoogle(identity);
      if (!result.ok) return undefined;
      return await this.signIn(result.user, client);
    } catch (error) {
      if (error instanceof AppError) return undefined;
      throw error;
    }
  }

  private async signIn(user: AuthUser, client: ClientInfo): Promise<SignedIn> {
    const session = await this.sessions.start(user._id, client);
    return { answer: { accessToken: await this.accessToken(user, session.familyId), user }, session };
  }

  /** An access token names its login (`sid`): it stops working when that login ends. */
  private accessToken(user: AuthUser, familyId: string): Promise<string> {
    const payload: AccessTokenPayload = { sub: user._id, role: user.role, sid: familyId };
    return this.jwt.signAsync(payload, { expiresIn: this.config.get('JWT_ACCESS_TTL', { infer: true }) });
  }
}
