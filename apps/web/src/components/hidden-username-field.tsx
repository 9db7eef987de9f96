/**
 * The account's username, hidden, in a form that asks for a password: password managers read
 * it to know which account the password belongs to.
 */
export function HiddenUsernameField({ userName }: { userName: string }) {
  return (
    <input type="text" name="username" autoComplete="username" value={userName} readOnly hidden />
  );
}
