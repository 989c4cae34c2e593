import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { type AccessTokenPayload, type AuthenticatedUser, JWT_STRATEGY } from '../common';
import type { AppConfig } from '../config';
import { UsersService } from '../users/users.service';

/**
 * Access tokens: HS256 JWTs in `Authorization: Bearer`. The caller is loaded from the database on
 * each request, so a removed account or a changed role takes effect at once, not after 15 minutes.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, JWT_STRATEGY) {
  constructor(
    config: ConfigService<AppConfig, true>,
    private readonly users: UsersService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.get('JWT_SECRET', { infer: true }),
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: AccessTokenPayload): Promise<AuthenticatedUser | false> {
    if (typeof payload?.sub !== 'string') return false;
    return (await this.users.findAuthenticated(payload.sub)) ?? false;
  }
}
