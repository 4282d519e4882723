import type { BuiltRequest, DashboardValues } from '../../../lib/service-description/operation-request.ts';
import { previewLine } from '../../../lib/service-description/operation-request.ts';
import type { Schema } from '../../../lib/service-description/schema.ts';
import type { OperationMessages } from '../operation-messages.ts';
import { CopyRequest } from './copy-request.tsx';

/** Beside the form: the request line that will be sent (secrets masked), and copying it as curl or fetch. */
export function RequestPreview({
  built,
  dashboard,
  secretHeader,
  bodySchema,
  m,
}: {
  built: BuiltRequest;
  dashboard: DashboardValues;
  secretHeader: (name: string) => boolean;
  bodySchema: Schema | undefined;
  m: OperationMessages;
}) {
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
        m={m}
      />
    </div>
  );
}
