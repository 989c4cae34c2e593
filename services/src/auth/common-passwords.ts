import { type CommonPasswordCheck, PASSWORD_MIN_LENGTH } from '@shop/rules';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * How many of the most common passwords a new password must not be. Counted among those the length
 * rule lets through: shorter ones are refused anyway.
 */
export const COMMON_PASSWORD_COUNT = 10_000;

/**
 * The most common passwords, most common first, from `@zxcvbn-ts/language-common` (MIT; the
 * frequency-ranked password list of the zxcvbn strength estimator, built from leaked-password
 * corpora such as the SecLists top lists). Shipped with the API in node_modules: nothing is fetched
 * at run time, and nothing of it goes to the browser.
 */
function loadCommonPasswords(): ReadonlySet<string> {
  const ranked = dictionary['passwords-common'] as readonly (string | number)[];
  const kept = new Set<string>();
  for (const entry of ranked) {
    const password = String(entry).toLowerCase();
    if (password.length >= PASSWORD_MIN_LENGTH) kept.add(password);
    if (kept.size === COMMON_PASSWORD_COUNT) break;
  }
  return kept;
}

let commonPasswords: ReadonlySet<string> | undefined;

/** The list, read once on first use (about 50 ms). */
export function commonPasswordList(): ReadonlySet<string> {
  commonPasswords ??= loadCommonPasswords();
  return commonPasswords;
}

/**
 * Whether the password is one of the COMMON_PASSWORD_COUNT most common, ignoring case
 * (`Password1` is `password1`). The check `newPasswordError` of @shop/rules takes.
 */
export const isCommonPassword: CommonPasswordCheck = (password) =>
  commonPasswordList().has(password.toLowerCase());
