import { assetUrl, useAuth } from '@shop/api-client';
import type { AuthUser } from '@shop/contracts';
import { useT } from '@shop/i18n';
import { Link, NavLink } from '@shop/router';
import { NAMESPACE } from '../../app/i18n';

/** Where the signed-in person's name and picture lead: their own account (profile) page. */
export const ACCOUNT_PATH = '/dashboard/profile';

/**
 * Up to two letters for a picture-less avatar: the first letter of the first and of the last word
 * ("Nadia Islam" → "NI", "Rahim" → "R"). A letter is a whole grapheme, so a Bengali name keeps its
 * vowel signs ("সাদিয়া" → "সা").
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = (word: string) => {
    const segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter() : undefined;
    const grapheme = segmenter
      ? (segmenter.segment(word)[Symbol.iterator]().next().value?.segment ?? '')
      : Array.from(word)[0];
    return (grapheme ?? '').toLocaleUpperCase();
  };
  const picked = words.length === 1 ? [words[0]] : [words[0], words[words.length - 1]];
  return picked.map(first).join('');
}

/** The account's photo, or its initials in a circle; decoration beside the name (alt=""). */
export function Avatar({ user }: { user: Pick<AuthUser, 'displayName' | 'photoURL'> }) {
  return user.photoURL ? (
    <img
      className="avatar"
      src={assetUrl(user.photoURL)}
      alt=""
      width={32}
      height={32}
      decoding="async"
    />
  ) : (
    <span className="avatar avatar--initials" aria-hidden="true" translate="no">
      {initialsOf(user.displayName)}
    </span>
  );
}

/**
 * In the main menu, once signed in: who is signed in, with their picture, leading to their
 * account. Nothing until the session is known (the server renders none).
 */
export function AccountMenuItem() {
  const { user, isAuthenticated } = useAuth();
  const { t } = useT(NAMESPACE);
  if (!isAuthenticated || !user) return null;
  return (
    <NavLink
      to={ACCOUNT_PATH}
      className={({ isActive }) =>
        `navbar__link navbar__account${isActive ? ' navbar__link--active' : ''}`
      }
      title={t('nav.account', { name: user.displayName })}
      data-testid="navbar-account"
    >
      <Avatar user={user} />
      <span className="visually-hidden">{t('nav.signedInAs')} </span>
      <span className="navbar__account-name" translate="no">
        {user.displayName}
      </span>
    </NavLink>
  );
}

/**
 * On a phone the menu is folded: the bar keeps the picture alone (the name is in the menu), a link
 * to the account named for readers. The name is text inside the link, not an aria-label: a label
 * would replace the visible initials ("DC") with words that do not contain them, and a name must
 * contain the text a speech-input user sees (WCAG 2.5.3, axe's label-content-name-mismatch).
 */
export function AccountAvatarLink() {
  const { user, isAuthenticated } = useAuth();
  const { t } = useT(NAMESPACE);
  if (!isAuthenticated || !user) return null;
  return (
    <Link
      to={ACCOUNT_PATH}
      className="navbar__account-avatar"
      title={t('nav.account', { name: user.displayName })}
    >
      <Avatar user={user} />
      <span className="visually-hidden">{t('nav.account', { name: user.displayName })}</span>
    </Link>
  );
}
