import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bindAll } from '../../lib/bindings/bind.ts';
import { readQuery } from '../../lib/bindings/read.ts';
import { fetchServiceDescription } from '../../lib/service-description/description-query.ts';
import type { ServiceDescription } from '../../lib/service-description/description.ts';
import { useTokenStore } from '../../lib/session/token-store.ts';
import { testQueryClient } from '../../testing/render-with-providers.tsx';
import { apiUrl, control, freshSignedInClient } from '../../testing/session-harness.ts';
import { bellPart } from './notify-part.ts';
import { shareCount } from '../../lib/operations/notifications/shared-count.ts';
import { unreadCountRead as unreadCount } from '../../lib/operations/notifications/notify-reads.ts';

// The bell's count, declared with the kit (no key built here), against the contract API over HTTP: one sign-in's,
// read once per interval by the sign-in's tabs together.

const COUNT_PATH = '/method/notify_history/get_status';
let description: ServiceDescription;

beforeAll(async () => {
  description = await fetchServiceDescription(`${apiUrl}/__contract/openapi.json`);
});

beforeEach(() => freshSignedInClient());

const countOf = (signInId: string) => {
  const { count } = bindAll(description, bellPart.group, bellPart.bindings);
  return readQuery(unreadCount, count, signInId, 'en', { quiet: true });
};

describe('the unread count', () => {
  it('is one sign-in’s read, asked once and shared; the service is sent nothing of the sign-in', async () => {
    const signInId = useTokenStore.getState().session!.signInId;
    expect(countOf(signInId).queryKey.at(-1)).toEqual({ '(read)': unreadCount.name, '(sign-in)': signInId });
    expect(countOf('another').queryKey).not.toEqual(countOf(signInId).queryKey);

    expect(await testQueryClient().fetchQuery(countOf(signInId))).toBe(5);
    const [asked] = await control.requests(COUNT_PATH);
    expect(JSON.stringify(asked!.query)).not.toContain(signInId);
    // Another tab of the sign-in finds it: nothing more is asked within the interval.
    expect(await testQueryClient().fetchQuery(countOf(signInId))).toBe(5);
    expect(await control.requests(COUNT_PATH)).toHaveLength(1);
  });

  it('takes what another tab of the sign-in read a moment ago, and never another sign-in’s', async () => {
    const signInId = useTokenStore.getState().session!.signInId;
    shareCount('another', 9);
    expect(await testQueryClient().fetchQuery(countOf(signInId))).toBe(5);
    shareCount(signInId, 3);
    expect(await testQueryClient().fetchQuery(countOf(signInId))).toBe(3);
    expect(await control.requests(COUNT_PATH)).toHaveLength(1);
  });
});
