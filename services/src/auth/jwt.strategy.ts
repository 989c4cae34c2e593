import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { type AccessTokenPayload, type AuthenticatedUser, JWT_STRATEGY } from '../common';
import { SessionsService } from '../sessions';
import { UsersService } from '../users';
import { JWT_KEY } from './jwt-key.module';

/**
 * Access tokens: HS256 JWTs in `Authorization: Bearer`, naming the user (`sub`) and the login they
 * were issued for (`sid`). A token is honoured while that login is live and the account exists,
 * checked against the database at most every SESSION_CACHE_TTL_MS per login and process
 * (sessions/session-cache.ts): logout, a password reset, a role change or removal end it at once in
 * this process and within that time in the others. Tokens without `sid` (issued before sessions
 * were named) are refused: the browser refreshes and retries.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, JWT_STRATEGY) {
  constructor(
    @Inject(JWT_KEY) secret: string,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject made once (jsonwebtoken, which passport-jwt calls, accepts one; the types
      // say string | Buffer): given the string, it made one per request after first failing, with
      // a stack trace, to read it as a public key — about 7% of a booking's CPU time.
      secretOrKey: createSecretKey(Buffer.from(secret, 'utf8')) as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: AccessTokenPayload): Promise<AuthenticatedUser | false> {
    if (typeof payload?.sub !== 'string' || typeof payload.sid !== 'string') return false;
    const { sub, sid } = payload;
    return (await this.sessions.callerOf(sid, sub, () => this.users.findAuthenticated(sub))) ?? false;
  }
}
