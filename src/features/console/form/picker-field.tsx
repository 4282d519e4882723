// A field whose values a described list offers (lib/service-description/pickers.ts): the list is loaded the first
// time the field is focused, with the page's context (the open project, the language), cached like any read, and
// its items offered by name with their ID. A list that fails, or whose answer does not fit, leaves a plain field.

import { useQuery } from '@tanstack/react-query';
import { type ComponentProps, useMemo, useState } from 'react';
import type { Json } from '../../../lib/service-description/description.ts';
import { operationDetails } from '../../../lib/service-description/operation-details.ts';
import { type DashboardValues, buildRequest } from '../../../lib/service-description/operation-request.ts';
import { type PickerSource, pickerChoices } from '../../../lib/service-description/pickers.ts';
import { Field } from './operation-fields.tsx';
import { operationReadQuery } from '../run/run-operation.ts';

type PickerFieldProps = Omit<ComponentProps<typeof Field>, 'picker'> & {
  source: PickerSource;
  document: Json;
  dashboard: DashboardValues;
};

export function PickerField({ source, document, dashboard, ...field }: PickerFieldProps) {
  const [wanted, setWanted] = useState(false);
  const details = useMemo(() => operationDetails(document, source.operation), [document, source.operation]);
  const call = useMemo(
    () => buildRequest(source.operation, details, { fields: {}, json: undefined }, {}, dashboard).call,
    [source.operation, details, dashboard],
  );
  const list = useQuery({
    ...operationReadQuery(
      source.operation.tags[0] ?? '',
      source.operation,
      dashboard.language,
      call,
      details,
      document,
    ),
    enabled: wanted,
  });
  const choices = list.data ? pickerChoices(source, list.data.json) : [];
  if (list.error || choices === undefined) return <Field {...field} />;
  return <Field {...field} picker={{ source: source.operation.name, choices, onFocus: () => setWanted(true) }} />;
}
