import type { Profile } from 'passport-google-oauth20';
import { googleIdentity } from './google-profile';

function profile(overrides: Partial<Profile> & { _json?: unknown } = {}): Profile {
  return {
    provider: 'google',
    id: '1098765',
    displayName: 'Rahim Uddin',
    emails: [{ value: 'Rahim@Gmail.com', verified: true }],
    photos: [{ value: 'https://lh3.googleusercontent.com/a/photo' }],
    profileUrl: '',
    _raw: '',
    _json: {} as Profile['_json'],
    ...overrides,
  } as Profile;
}

describe('googleIdentity', () => {
  it('maps id, lower-cased email, verification, name and photo', () => {
    expect(googleIdentity(profile())).toEqual({
      googleId: '1098765',
      email: 'rahim@gmail.com',
      emailVerified: true,
      name: 'Rahim Uddin',
      photoURL: 'https://lh3.googleusercontent.com/a/photo',
    });
  });

  it('treats a missing or false verification flag as unverified', () => {
    expect(googleIdentity(profile({ emails: [{ value: 'a@b.com', verified: false }] })).emailVerified).toBe(false);
    expect(googleIdentity(profile({ emails: [{ value: 'a@b.com' } as never] })).emailVerified).toBe(false);
  });

  it('falls back to the raw OpenID claims', () => {
    const identity = googleIdentity(
      profile({ emails: undefined, _json: { email: 'x@y.com', email_verified: 'true' } as never }),
    );
    expect(identity).toMatchObject({ email: 'x@y.com', emailVerified: true });
  });

  it('copes with no email, no photo and no display name', () => {
    const identity = googleIdentity(
      profile({ emails: undefined, photos: undefined, displayName: '', name: { givenName: 'Rahim', familyName: 'Uddin' } }),
    );
    expect(identity).toEqual({ googleId: '1098765', email: undefined, emailVerified: false, name: 'Rahim Uddin', photoURL: undefined });
  });
});
