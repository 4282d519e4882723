import { describe, expect, it } from 'vitest';
import { invitationTarget } from './invite-path.ts';

describe('invitationTarget', () => {
  it('reads the invitation page from its paths only, the secret decoded as the router does', () => {
    expect(invitationTarget('/invite')).toEqual({ secret: undefined });
    expect(invitationTarget('/invite/')).toEqual({ secret: undefined });
    expect(invitationTarget('/invite/a%2Fb%20c')).toEqual({ secret: 'a/b c' });
    expect(invitationTarget('/invite/%E0%A4%A')).toEqual({ secret: '%E0%A4%A' });
    for (const other of ['/invites', '/invite/a/b', '/projects/42/invite/x', '/'])
      expect(invitationTarget(other), other).toBeNull();
  });
});
