import { KeyObject } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import type { SessionsService } from '../sessions/sessions.service';
import type { UsersService } from '../users/users.service';
import { JwtStrategy } from './jwt.strategy';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';

/** passport-jwt hands the strategy's key to jsonwebtoken on every request (`_secretOrKeyProvider`). */
function keyOf(strategy: JwtStrategy): Promise<unknown> {
  type Provider = (request: object, token: string, done: (error: unknown, key?: unknown) => void) => void;
  const provider = (strategy as unknown as { _secretOrKeyProvider: Provider })._secretOrKeyProvider;
  return new Promise((resolve, reject) =>
    provider({}, 'token', (error: unknown, key: unknown) => (error ? reject(error) : resolve(key))),
  );
}

describe('JwtStrategy', () => {
  it('verifies with a key made once (a KeyObject), and accepts tokens signed with the secret', async () => {
    const strategy = new JwtStrategy(SECRET, {} as UsersService, {} as SessionsService);
    const key = await keyOf(strategy);
    expect(key).toBeInstanceOf(KeyObject);
    expect(await keyOf(strategy)).toBe(key);
    const token = new JwtService({ secret: SECRET }).sign({ sub: 'u', sid: 's' }, { algorithm: 'HS256' });
    expect(new JwtService({ secret: key as KeyObject }).verify(token, { algorithms: ['HS256'] })).toMatchObject({ sub: 'u', sid: 's' });
  });
});
