// The control surface's call for setting a stream up (tests only): which platforms take new channels. A platform
// made not addable is listed with `is_adding` 0 and its add operation refuses, as a platform the service stopped
// taking would be; reset restores the catalogue's. (A failing add is a fault: `{operation: "channel/add/kick", …}`.)
import type { ServerResponse } from 'node:http';
import type { DemoState } from '../demo-state.ts';
import { isPlainObject, sendJson } from '../http-json.ts';
import { listedAsAdding, platformNamed } from './platform-catalog.ts';

type ControlRoute = { method: string; run: (body: unknown, res: ServerResponse) => void };
type ControlError = (res: ServerResponse, status: number, code: string, message: string, field?: string) => void;

export function setupControlRoutes(state: DemoState, controlError: ControlError): Record<string, ControlRoute[]> {
  const answer = (res: ServerResponse) => sendJson(res, 200, { adding: Object.fromEntries(state.setup.adding) });
  return {
    '/__control/setup': [
      { method: 'GET', run: (_body, res) => answer(res) },
      {
        method: 'POST',
        run: (body, res) => {
          const adding = isPlainObject(body) ? body.adding : undefined;
          const entries = isPlainObject(adding) ? Object.entries(adding) : undefined;
          if (
            !entries?.every(([type, value]) => platformNamed(type) && (value === null || typeof value === 'boolean'))
          ) {
            const message = '"adding" must map platforms (the list\'s `type`) to true, false or null';
            return controlError(res, 400, 'invalid_request', message, 'adding');
          }
          for (const [type, value] of entries) {
            const platform = platformNamed(type)!;
            // null, or the catalogue's own answer, puts the platform back as listed.
            if (value === null || value === listedAsAdding(platform)) state.setup.adding.delete(platform);
            else state.setup.adding.set(platform, value as boolean);
          }
          answer(res);
        },
      },
    ],
  };
}
