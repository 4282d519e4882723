// Finding described operations by what a person remembers of them: the summary, the path or the operationId. Compared
// as names are (`sameName`: ignoring case and repeated spaces), as a part of the text, nothing fuzzier.

import { type DescribedOperation, type ServiceDescription, sameName } from './description.ts';

export interface FoundOperation<G> {
  operation: DescribedOperation;
  /** The group whose page the operation's page lives under: the first of its tags that names one. */
  group: G;
}

/**
 * The described operations whose summary, path or operationId contains `query`, each with its group (the first tag
 * `groupOf` knows); an operation no known group tags has no page, so it is left out. In the description's order.
 */
export function searchOperations<G>(
  description: ServiceDescription,
  query: string,
  groupOf: (tag: string) => G | undefined,
): FoundOperation<G>[] {
  const wanted = sameName(query);
  if (wanted === '') return [];
  const found: FoundOperation<G>[] = [];
  for (const operation of description.operations) {
    const texts = [operation.summary, operation.path, operation.operationId];
    if (!texts.some((text) => text !== undefined && sameName(text).includes(wanted))) continue;
    for (const tag of operation.tags) {
      const group = groupOf(tag);
      if (group === undefined) continue;
      found.push({ operation, group });
      break;
    }
  }
  return found;
}
