import { describe, expect, it } from 'vitest';
import { readNavState, safeReturnPath } from './nav-state.ts';

describe('readNavState', () => {
  it('reads the username and the sign-up flag', () => {
    expect(readNavState({ username: ' ana ', signedUp: true })).toEqual({ username: 'ana', signedUp: true });
  });
  it('ignores missing or foreign state', () => {
    expect(readNavState(null)).toEqual({});
    expect(readNavState('x')).toEqual({});
    expect(readNavState({ username: 3, signedUp: 'yes' })).toEqual({ username: undefined, signedUp: false });
  });
  it('keeps a return path of this shop only', () => {
    expect(readNavState({ returnTo: '/encargos/confirmar?token=abc' }).returnTo).toBe(
      '/encargos/confirmar?token=abc',
    );
    for (const foreign of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'x', 3])
      expect(safeReturnPath(foreign), String(foreign)).toBeUndefined();
  });
});
