import { lazy } from 'react';
import type { Slots } from '../components/slots.tsx';

/** What fills each slot a feature's page keeps for another's part; loaded when a page draws the slot. */
export const pageSlots: Slots = {
  'screen-notice': lazy(() =>
    import('../features/notifications/screen-notice.tsx').then((module) => ({ default: module.ScreenNotice })),
  ),
  'stream-guard': lazy(() =>
    import('../features/stream-guard/stream-guard.tsx').then((module) => ({ default: module.StreamGuard })),
  ),
  'pause-video': lazy(() =>
    import('../features/stream-guard/stream-guard.tsx').then((module) => ({ default: module.PauseVideo })),
  ),
  'add-destination': lazy(() =>
    import('../features/destinations/add-destination.tsx').then((module) => ({ default: module.AddDestination })),
  ),
  // A destination's ⋯ menu: each feature's items, in this order.
  'destination-actions': [
    lazy(() =>
      import('../features/quality/destination-quality.tsx').then((module) => ({
        default: module.DestinationQualityItem,
      })),
    ),
    lazy(() =>
      import('../features/destinations/destination-actions.tsx').then((module) => ({
        default: module.DestinationActions,
      })),
    ),
  ],
  'destination-details': lazy(() =>
    import('../features/quality/destination-quality.tsx').then((module) => ({
      default: module.DestinationQualityLine,
    })),
  ),
};
