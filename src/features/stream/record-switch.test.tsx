import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DESCRIPTION_PATH } from '../../../api/openapi.ts';
import { bindAll } from '../../lib/bindings/bind.ts';
import { fetchServiceDescription } from '../../lib/service-description/description-query.ts';
import type { ServiceDescription } from '../../lib/service-description/description.ts';
import { renderRoutes } from '../../testing/render-with-providers.tsx';
import { apiUrl, control, freshSignedInClient } from '../../testing/session-harness.ts';
import { streamManifest } from './stream-manifest.ts';
import { WhereToStream } from './where-to-stream.tsx';

// The recording switch beside the key, against the demo deployment's project 42: a level that may not change the
// stream (a guest whom the service lets read the credentials) sees it as it is, and it asks and sends nothing.

let description: ServiceDescription;

beforeEach(async () => {
  await freshSignedInClient();
  description = await fetchServiceDescription(`${apiUrl}${DESCRIPTION_PATH}`);
});

function renderCard(readOnly: boolean) {
  const bound = bindAll(description, streamManifest.group, streamManifest.bindings);
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <WhereToStream
            projectId={42}
            readOnly={readOnly}
            bound={bound}
            description={description}
            operationHref={() => '/'}
            operationsHref="/"
            fallback={null}
          />
        ),
      },
    ],
    '/',
  );
}

const recordWrites = async () =>
  (await control.log()).filter((entry) => entry.method === 'POST' && entry.path.endsWith('/record'));

describe('the recording switch', () => {
  it('is read-only for a level that may not change the stream: disabled, and a press asks and sends nothing', async () => {
    renderCard(true);
    const recording = await screen.findByRole('switch', { name: 'Record the stream' }, { timeout: 10_000 });
    expect(recording.getAttribute('aria-disabled')).toBe('true');
    expect(recording.getAttribute('aria-readonly')).toBe('true');
    fireEvent.click(recording);
    expect(screen.queryByText(/^Turn recording (on|off)\?$/)).toBeNull();
    expect(await recordWrites()).toEqual([]);
  });

  it('asks first where the level may change it', async () => {
    renderCard(false);
    const recording = await screen.findByRole('switch', { name: 'Record the stream' }, { timeout: 10_000 });
    expect(recording.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(recording);
    expect(await screen.findByText(/^Turn recording (on|off)\?$/)).toBeDefined();
  });
});
