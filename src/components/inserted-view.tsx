import { type ComponentType, Suspense } from 'react';
import { PartBoundary } from './part-boundary.tsx';

/**
 * A view a page does not own, drawn where the page keeps room for it: the route module that composes the page hands it
 * in as a prop (a lazy component, usually). It loads by itself and its failure stays with it; nothing is drawn when
 * none is handed in.
 */
export function InsertedView<Props extends object>({
  view: View,
  props,
}: {
  view: ComponentType<Props> | undefined;
  props: Props;
}) {
  if (View === undefined) return null;
  return (
    <PartBoundary>
      <Suspense fallback={null}>
        <View {...props} />
      </Suspense>
    </PartBoundary>
  );
}
