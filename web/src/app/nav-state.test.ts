import { describe, expect, it } from 'vitest';
import { readNavState } from './nav-state.ts';

describe('readNavState', () => {
  it('reads the username and the sign-up flag', () => {
    expect(readNavState({ username: ' ana ', signedUp: true })).toEqual({ username: 'ana', signedUp: true });
  });
  it('ignores missing or foreign state', () => {
    expect(readNavState(null)).toEqual({});
    expect(readNavState('x')).toEqual({});
    expect(readNavState({ username: 3, signedUp: 'yes' })).toEqual({ username: undefined, signedUp: false });
  });
});
