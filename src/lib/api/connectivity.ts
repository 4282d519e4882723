import { create } from 'zustand';

/**
 * Whether the service answered the last request. A failed refresh keeps the session, so the user needs to see
 * why nothing loads: the shell shows a banner while `unreachable` is set, or while a refresh was answered in a way
 * that neither renews nor ends the session (`refreshProblem`: a redirect, or the HTTP status of a 403 from a proxy or
 * a 400 whose code says the token was not refused).
 */
interface ConnectivityState {
  unreachable: boolean;
  refreshProblem: 'redirect' | number | null;
}

export const useConnectivity = create<ConnectivityState>()(() => ({ unreachable: false, refreshProblem: null }));

/** What the last request to the service showed: it answered (any status below 500), or it did not. */
export function reportReachable(reachable = true): void {
  if (useConnectivity.getState().unreachable === reachable) useConnectivity.setState({ unreachable: !reachable });
}

export function reportRefreshProblem(refreshProblem: ConnectivityState['refreshProblem']): void {
  if (useConnectivity.getState().refreshProblem !== refreshProblem) useConnectivity.setState({ refreshProblem });
}
