import { useMessages } from '../../../lib/i18n/message-table.ts';
import type { BuiltRequest, DashboardValues } from '../../../lib/service-description/operation-request.ts';
import { previewLine } from '../../../lib/service-description/operation-request.ts';
import type { Schema } from '../../../lib/service-description/schema.ts';
import { operationMessages } from '../operation-messages.ts';
import { CopyRequest } from './copy-request.tsx';

/** Beside the form: the request line that will be sent (secrets masked), and copying it as curl or fetch. */
export function RequestPreview({
  built,
  dashboard,
  secretHeader,
  bodySchema,
}: {
  built: BuiltRequest;
  dashboard: DashboardValues;
  secretHeader: (name: string) => boolean;
  bodySchema: Schema | undefined;
}) {
  const m = useMessages(operationMessages);
  return (
    <div className="panel op-preview">
      <h2>{m.preview}</h2>
      <pre>
        <code>{previewLine(built.shown, dashboard)}</code>
      </pre>
      <CopyRequest
        call={built.call}
        shown={built.shown}
        v={dashboard.v}
        language={dashboard.language}
        secretHeader={secretHeader}
        bodySchema={bodySchema}
      />
    </div>
  );
}
