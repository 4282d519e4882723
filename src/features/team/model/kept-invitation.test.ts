import { afterEach, describe, expect, it } from 'vitest';
import { dropInvitation, keepInvitation, keptInvitation } from './kept-invitation.ts';

afterEach(() => sessionStorage.clear());

describe('the invitation a tab opened last', () => {
  it('is kept in the tab’s own storage until it is dropped; a newer one replaces it', () => {
    expect(keptInvitation()).toBeNull();
    keepInvitation({ secret: '5f0c9e', channel: '101' });
    keepInvitation({ secret: 'a1b2c3', channel: '102' });
    expect(keptInvitation()).toEqual({ secret: 'a1b2c3', channel: '102' });
    expect(localStorage.length).toBe(0);
    dropInvitation();
    expect(keptInvitation()).toBeNull();
  });

  it('keeps only what reads as a link’s secret and a destination’s ID, and reads nothing else back', () => {
    keepInvitation({ secret: 'has space', channel: '101' });
    keepInvitation({ secret: 'x'.repeat(257), channel: '101' });
    keepInvitation({ secret: 'ok', channel: '10a' });
    expect(sessionStorage.length).toBe(0);
    sessionStorage.setItem('relay.team.invitation', '{"secret":"ok","channel":7}');
    expect(keptInvitation()).toBeNull();
    sessionStorage.setItem('relay.team.invitation', 'not json');
    expect(keptInvitation()).toBeNull();
  });
});
