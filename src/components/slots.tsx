import { type ComponentType, Suspense, createContext, useContext } from 'react';
import { PartBoundary } from './part-boundary.tsx';

// What one feature draws on another's page. Features never import each other: the app, which joins them, fills each
// slot (app/page-slots.ts), and a page draws the slot by its name where the part belongs. An unfilled slot is nothing;
// a slot several features fill draws each of their parts, in the order the app lists them.

export interface SlotProps {
  /** The service's notice for a project while it is live, on its Stream page (the notifications feature's). */
  'screen-notice': { projectId: number; live: boolean };
  /** What viewers see if the stream pauses or its signal drops, on the Stream page (the stream guard's). */
  'stream-guard': { projectId: number };
  /** In the Stream page's question before Pause: the video viewers will see while paused (the stream guard's). */
  'pause-video': { projectId: number };
  /** Adding a destination to a project: the platforms and each one's form (the destinations feature's). */
  'add-destination': { projectId: number };
  /**
   * A destination's own actions, in its ⋯ menu wherever the destination is listed (the Stream page, the destinations
   * page): each a button or a link the menu closes on (its quality; removing it).
   */
  'destination-actions': { projectId: number; destination: SlotDestination };
  /** What another feature says of a destination on its row, beside its state (the quality it is sent in). */
  'destination-details': { projectId: number; destination: SlotDestination };
}

/** A destination as a slot is told of it: its ID, its name for people and its platform, as the list gives them. */
export interface SlotDestination {
  id: string;
  name: string;
  platform: string | undefined;
}

type Filling<Name extends keyof SlotProps> = ComponentType<SlotProps[Name]>;

export type Slots = { readonly [Name in keyof SlotProps]?: Filling<Name> | readonly Filling<Name>[] };

export const SlotsContext = createContext<Slots>({});

function fillings<Name extends keyof SlotProps>(slots: Slots, name: Name): readonly Filling<Name>[] {
  const filled = slots[name] as Filling<Name> | readonly Filling<Name>[] | undefined;
  return filled === undefined ? [] : Array.isArray(filled) ? filled : [filled as Filling<Name>];
}

/** Whether the app fills this slot: a page keeps room (a ⋯ menu) only for what will be drawn in it. */
export const useSlotFilled = (name: keyof SlotProps): boolean => fillings(useContext(SlotsContext), name).length > 0;

/** The parts the app fills this slot with: each loaded with it, and its failure kept to it. */
export function Slot<Name extends keyof SlotProps>({ name, ...props }: { name: Name } & SlotProps[Name]) {
  const filled = fillings(useContext(SlotsContext), name);
  return filled.map((Filled, index) => (
    <PartBoundary key={index}>
      <Suspense fallback={null}>
        <Filled {...(props as unknown as SlotProps[Name])} />
      </Suspense>
    </PartBoundary>
  ));
}
