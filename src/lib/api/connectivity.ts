import { create } from 'zustand';

/**
 * Whether the service answered the last request. A failed refresh keeps the session, so the user needs to see
 * why nothing loads: the shell shows a banner while `unreachable` is set.
 */
interface ConnectivityState {
  unreachable: boolean;
}

export const useConnectivity = create<ConnectivityState>()(() => ({ unreachable: false }));

export function reportReachable(): void {
  if (useConnectivity.getState().unreachable) useConnectivity.setState({ unreachable: false });
}

export function reportUnreachable(): void {
  if (!useConnectivity.getState().unreachable) useConnectivity.setState({ unreachable: true });
}
