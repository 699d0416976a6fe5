/**
 * The router state the account pages hand each other (`navigate(to, { state })`): the username
 * carried from sign-up to confirmation and on to sign-in. History state is whatever the browser
 * kept, so it is read defensively.
 */
export interface AccountNavState {
  username?: string;
  /** Set by /signup: the confirmation page shows the sign-up's success message. */
  signedUp?: boolean;
}

export function readNavState(state: unknown): AccountNavState {
  if (!state || typeof state !== 'object') return {};
  const { username, signedUp } = state as Record<string, unknown>;
  return {
    username: typeof username === 'string' && username.trim() !== '' ? username.trim() : undefined,
    signedUp: signedUp === true,
  };
}
