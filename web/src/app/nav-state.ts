/**
 * The router state the account pages hand each other (`navigate(to, { state })`): the username
 * carried from sign-up to confirmation and on to sign-in. History state is whatever the browser
 * kept, so it is read defensively.
 */
export interface AccountNavState {
  username?: string;
  /** Set by /signup: the confirmation page shows the sign-up's success message. */
  signedUp?: boolean;
  /**
   * Where sign-in returns to instead of /account (a catering quote's confirm link, decision 0026),
   * carried from /login or /signup through /confirm-account. Only a path of this shop.
   */
  returnTo?: string;
}

/** `value` when it is a path of this shop ("/..." but not "//host" or "/\\host"), else undefined. */
export function safeReturnPath(value: unknown): string | undefined {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : undefined;
}

export function readNavState(state: unknown): AccountNavState {
  if (!state || typeof state !== 'object') return {};
  const { username, signedUp, returnTo } = state as Record<string, unknown>;
  return {
    username: typeof username === 'string' && username.trim() !== '' ? username.trim() : undefined,
    signedUp: signedUp === true,
    returnTo: safeReturnPath(returnTo),
  };
}
