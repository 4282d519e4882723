import { useMemo } from 'react';
import { useRuntimeConfig } from '../../../config/runtime-config.ts';
import { useLanguage } from '../../../lib/i18n/i18n.ts';
import { findContradiction } from '../../../lib/service-description/contradiction.ts';
import type { DescribedOperation, ServiceDescription } from '../../../lib/service-description/description.ts';
import { operationDetails } from '../../../lib/service-description/operation-details.ts';
import type { DashboardValues } from '../../../lib/service-description/operation-request.ts';
import type { OperationMessages } from '../operation-messages.ts';
import { formLayout } from './form-layout.ts';

/**
 * What the form is made of, derived once per description and operation: the operation's details, the values the
 * dashboard fills, the fields, the body's examples, and a body schema no value can satisfy (the description's
 * mistake, named once above the editor, never blamed on what the user wrote).
 */
export function useOperationLayout(
  description: ServiceDescription,
  operation: DescribedOperation,
  projectId: number | null,
  m: OperationMessages,
) {
  const language = useLanguage();
  const { apiVersion } = useRuntimeConfig();
  const details = useMemo(() => operationDetails(description.document, operation), [description, operation]);
  const dashboard: DashboardValues = useMemo(
    () => ({ v: apiVersion, language, projectId }),
    [apiVersion, language, projectId],
  );
  const layout = useMemo(() => formLayout(details, dashboard, m), [details, dashboard, m]);
  const specs = useMemo(() => [...layout.parameters, ...(layout.bodyFields ?? [])], [layout]);
  const examples = useMemo(
    () => (layout.jsonEditor ? (details.body?.examples ?? []) : []),
    [layout.jsonEditor, details.body],
  );
  const contradiction = useMemo(
    () => (details.body ? findContradiction(description.document, details.body.rawSchema) : null),
    [description, details.body],
  );
  return { language, details, dashboard, layout, specs, examples, contradiction };
}
