import type { Profile } from 'passport-google-oauth20';
import type { GoogleIdentity } from '../../users';

/**
 * What the shop takes from a Google profile: the stable id, the primary email and whether Google
 * verified it, the display name and the photo.
 */
export function googleIdentity(profile: Pick<Profile, 'id' | 'displayName' | 'emails' | 'photos' | 'name'> & { _json?: unknown }): GoogleIdentity {
  const json = (profile._json ?? {}) as { email?: unknown; email_verified?: unknown };
  const primary = profile.emails?.[0];
  const email = primary?.value ?? (typeof json.email === 'string' ? json.email : undefined);
  const verifiedFlag = (primary as { verified?: unknown } | undefined)?.verified ?? json.email_verified;
  const fallbackName = [profile.name?.givenName, profile.name?.familyName].filter(Boolean).join(' ');
  return {
    googleId: String(profile.id),
    email: email?.trim().toLowerCase() || undefined,
    emailVerified: verifiedFlag === true || verifiedFlag === 'true',
    name: (profile.displayName || fallbackName || '').trim(),
    photoURL: profile.photos?.[0]?.value || undefined,
  };
}
