import { useMemo } from 'react';
import type { DescribedOperation, ServiceDescription } from '../../../lib/service-description/description.ts';
import { type PickerSource, describedLists, pickerFor } from '../../../lib/service-description/pickers.ts';
import type { FieldSpec } from './form-layout.ts';

/**
 * Which fields a described list can fill, by field key (decided in the library, once per description and
 * operation): never a fixed, secret, header or cookie field.
 */
export function usePickers(
  description: ServiceDescription,
  operation: DescribedOperation,
  specs: readonly FieldSpec[],
): ReadonlyMap<string, PickerSource> {
  const lists = useMemo(() => describedLists(description), [description]);
  return useMemo(() => {
    const found = new Map<string, PickerSource>();
    for (const spec of specs) {
      const source =
        spec.fixed || spec.secret || spec.location === 'header' || spec.location === 'cookie'
          ? undefined
          : pickerFor(lists, operation, spec.name);
      if (source) found.set(spec.key, source);
    }
    return found;
  }, [lists, operation, specs]);
}
