import { describe, expect, it, vi } from 'vitest';
import { makeToken } from '../test/session';
import { decodeClaims } from './jwt';

describe('decodeClaims', () => {
  it('reads op_id and super_operator from the payload', () => {
    expect(decodeClaims(makeToken({ op_id: 12, super_operator: true }))).toEqual({ op_id: 12, super_operator: true });
  });

  it('logs and gives no identity for a token it cannot read', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(decodeClaims('not-a-token')).toBeNull();
    expect(decodeClaims('a.!!!.c')).toBeNull();
    expect(logged).toHaveBeenCalledTimes(2);
  });
});
