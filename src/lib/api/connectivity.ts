import { create } from 'zustand';

/**
 * Whether the service answered the last request. A failed refresh keeps the session, so the user needs to see
 * why nothing loads: the shell shows a banner while `unreachable` is set.
 */
interface ConnectivityState {
  unreachable: boolean;
}

export const useConnectivity = create<ConnectivityState>()(() => ({ unreachable: false }));

/** What the last request to the service showed: it answered (any status below 500), or it did not. */
export function reportReachable(reachable = true): void {
  if (useConnectivity.getState().unreachable === reachable) useConnectivity.setState({ unreachable: !reachable });
}
