import type { ServiceDescription } from '../service-description/description.ts';
import { type BindOptions, type Binding, bind, isBound } from './bind.ts';

// Operations one line of the interface document stands for, one for each key a page learns only from the service —
// a platform's settings ("Optional settings per platform (vk, youtube, …)" is "Optional settings for youtube" and the
// rest), its form to add a destination. A family is declared once at module level, as a manifest is, and the kit
// binds it once per description and key: no page builds a manifest at run time for what it finds.

export interface OperationFamily {
  /** The group the names belong to, as the interface document spells it. */
  group: string;
  /**
   * The document's names of a key's operations, as readings: each is a list of names that together are its
   * operations. The reading that binds the most wins (the first of those); usually there is one reading of one name.
   */
  readings: (key: string) => readonly (readonly string[])[];
  options?: BindOptions;
}

/** Declares a family at module level, so the kit binds it once per description and key. */
export const defineFamily = (family: OperationFamily): OperationFamily => family;

const bound = new WeakMap<ServiceDescription, Map<OperationFamily, Map<string, readonly Binding[]>>>();

/** The operations of a family a key stands for, each bound, in the order its reading names them; none for no key. */
export function bindFamily(description: ServiceDescription, family: OperationFamily, key: string): readonly Binding[] {
  if (key === '') return [];
  // Asked by each row of a list drawn again with every live figure: bound once per description, family and key.
  let families = bound.get(description);
  if (!families) bound.set(description, (families = new Map()));
  let keys = families.get(family);
  if (!keys) families.set(family, (keys = new Map()));
  let found = keys.get(key);
  if (!found) {
    let best: Binding[] = [];
    for (const reading of family.readings(key)) {
      const bindings = reading.map((name) => bind(description, family.group, name, family.options)).filter(isBound);
      if (bindings.length > best.length) best = bindings;
    }
    keys.set(key, (found = best));
  }
  return found;
}
