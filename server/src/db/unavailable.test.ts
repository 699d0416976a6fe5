import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises lost connections, refused connections and time limits, also wrapped as a cause', () => {
    for (const err of [
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('canceling statement due to statement timeout', '57014'),
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('connection failure', '08006'),
    ]) {
      expect(isDatabaseUnavailable(err), err.message).toBe(true);
      expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: err })), err.message).toBe(
        true,
      );
    }
  });

  it('leaves other failures alone', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new Error('column "x" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated unexpectedly')).toBe(false);
  });
});
