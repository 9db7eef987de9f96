/**
 * The common and leaked passwords no one may choose (common-passwords/README.md says where they
 * come from). Read on the first password change after a start rather than at start, and then
 * kept: the set of 38,452 short strings holds a few megabytes.
 */
let loading: Promise<ReadonlySet<string>> | undefined;

/** The list, lower-cased, as the password rules compare it. */
export function commonPasswords(): Promise<ReadonlySet<string>> {
  loading ??= import('./common-passwords/passwords.json').then(
    ({ default: passwords }) => new Set(passwords),
  );
  return loading;
}
