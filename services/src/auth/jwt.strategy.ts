import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { type AccessTokenPayload, type AuthenticatedUser, JWT_STRATEGY } from '../common';
import { UsersService } from '../users/users.service';
import { JWT_KEY } from './jwt-key.module';

/**
 * Access tokens: HS256 JWTs in `Authorization: Bearer`. The caller is loaded from the database on
 * each request, so a removed account or a changed role takes effect at once, not after 15 minutes.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, JWT_STRATEGY) {
  constructor(
    @Inject(JWT_KEY) secret: string,
    private readonly users: UsersService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: secret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: AccessTokenPayload): Promise<AuthenticatedUser | false> {
    if (typeof payload?.sub !== 'string') return false;
    return (await this.users.findAuthenticated(payload.sub)) ?? false;
  }
}
