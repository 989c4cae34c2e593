import type { Profile } from 'passport-google-oauth20';
import { GoogleStrategy } from './google.strategy';

describe('GoogleStrategy', () => {
  const strategy = new GoogleStrategy({ clientID: 'id', clientSecret: 'secret', callbackURL: 'http://localhost:3000/api/auth/google/callback' });

  it('maps the profile Google returns to the identity the shop signs in with', () => {
    const profile = {
      provider: 'google',
      id: '42',
      displayName: 'Nusrat Jahan',
      emails: [{ value: 'Nusrat@Gmail.com', verified: true }],
      photos: [{ value: 'https://lh3.googleusercontent.com/n' }],
    } as unknown as Profile;
    expect(strategy.validate('access', 'refresh', profile)).toEqual({
      googleId: '42',
      email: 'nusrat@gmail.com',
      emailVerified: true,
      name: 'Nusrat Jahan',
      photoURL: 'https://lh3.googleusercontent.com/n',
    });
  });

  it('builds the consent URL locally with the given state (no network)', async () => {
    const url = new URL(await strategy.authorizationUrl({ query: {}, headers: {}, url: '/api/auth/google' }, 'signed-state'));
    expect(url.hostname).toBe('accounts.google.com');
    expect(url.searchParams.get('state')).toBe('signed-state');
    expect(url.searchParams.get('response_type')).toBe('code');
  });
});
