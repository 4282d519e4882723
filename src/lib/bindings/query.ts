import { queryOptions } from '@tanstack/react-query';
import type { Binding } from './bind.ts';
import { callBinding } from './call.ts';
import * as bindingKeys from './keys.ts';

/**
 * A read of a bound operation as a query under its group's key, so any write in the group makes it stale. `parse`
 * turns the answer into what the page shows (an InvalidResponseError when it does not fit); `values` are by name,
 * `project_id` among them where the operation takes one.
 */
export function bindingQuery<T>(
  binding: Binding,
  values: Readonly<Record<string, string>>,
  language: string,
  parse: (body: unknown, binding: Binding) => T,
  options: { quiet?: boolean } = {},
) {
  return queryOptions({
    queryKey: bindingKeys.read(binding.group, binding.operation.key, language, values),
    queryFn: async ({ signal }) =>
      parse(await callBinding(binding, values, { language, signal, quiet: options.quiet }), binding),
  });
}
