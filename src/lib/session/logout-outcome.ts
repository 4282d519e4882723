import { create } from 'zustand';

/**
 * What the service said to this tab's last sign-out, for the sign-in page to tell: `sending` while its Logout is
 * under way, `ended` when the service confirmed it, `unconfirmed` when it refused, failed or did not answer in time
 * (the sign-in has ended here, but may still be valid at the service). null: nothing to tell — no Logout is
 * described, so the sign-out was local only.
 */
export type LogoutOutcome = 'sending' | 'ended' | 'unconfirmed' | null;

export const useLogoutOutcome = create<{ outcome: LogoutOutcome }>()(() => ({ outcome: null }));
