// What the fixture's answers carry besides their bodies, as services of this kind behind a gateway send it: a request
// id, a rate limit and a debugging token on every answer of the fixture's own operations (exposed to a page of
// another origin, as a service must for the browser to hand them over), and the fixture's own download and large JSON
// answer — the interface document names no operation that answers a file or a megabyte, so these are the fixture's,
// not the service's.
import type { ServerResponse } from 'node:http';
import {
  operation,
  parameter,
  versionAndLanguage,
  arrayOf,
  json,
  object,
} from '../../src/testing/description-builder.ts';

/** The fixture's own operation answering a file (`application/octet-stream`, named by Content-Disposition). */
export const ARCHIVE_PATH = '/method/stream_key/records/archive';
/** Its name on the Stream key group's page (under "Also described by this service"). */
export const ARCHIVE_SUMMARY = 'Download records archive';
/** The name the file is saved under: Cyrillic, so only `filename*` carries it; `filename` is the plain fallback. */
export const ARCHIVE_NAME = 'записи-42.zip';
export const ARCHIVE_DISPOSITION = `attachment; filename="records-42.zip"; filename*=UTF-8''${encodeURIComponent(ARCHIVE_NAME)}`;
/** A zip's signature and bytes that are not UTF-8: a text decoder would mangle them. */
export const ARCHIVE_BYTES = Buffer.from([
  0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0xff, 0xfe, 0x80, 0x81, 0xc3, 0x28, 0x00, 0x0a, 0x0d, 0xe2, 0x82,
]);
/** A secret by its name: the page never shows it in clear. */
export const DEBUG_TOKEN = 'dbg-7f3a9c2e5b';

/** The fixture's own operation answering a JSON of a bit over 1 MiB (offered as "Download as it came"). */
export const LARGE_JSON_PATH = '/method/stream_key/records/export';
export const LARGE_JSON_SUMMARY = 'Export records as JSON';

let largeJson: Buffer | undefined;

/**
 * The large answer's bytes, as a service writes them: indented, Cyrillic as is and `6000.50` — so parsing and writing
 * it again would not give the same bytes. Built once, by joining strings.
 */
export function largeJsonBytes(): Buffer {
  if (!largeJson) {
    const records: string[] = [];
    let size = 0;
    for (let id = 1; size <= 1024 * 1024; id += 1) {
      const record = `    {\n      "id": ${id},\n      "title": "Запись эфира №${id}",\n      "bitrate": 6000.50\n    }`;
      records.push(record);
      size += Buffer.byteLength(record) + 2;
    }
    largeJson = Buffer.from(
      `{\n  "count": ${records.length},\n  "results": [\n${records.join(',\n')}\n  ]\n}\n`,
      'utf8',
    );
  }
  return largeJson;
}

export function answerHeaders(res: ServerResponse, callNumber: number): void {
  res.setHeader('X-Request-Id', `fx-${String(callNumber).padStart(6, '0')}`);
  res.setHeader('X-RateLimit-Remaining', String(Math.max(0, 1000 - callNumber)));
  res.setHeader('X-Debug-Token', DEBUG_TOKEN);
  res.setHeader(
    'Access-Control-Expose-Headers',
    'X-Request-Id, X-RateLimit-Remaining, X-Debug-Token, Content-Disposition',
  );
}

const common = versionAndLanguage({ described: false });
const projectId = parameter('project_id', { schema: { type: 'integer', minimum: 1 } });

/** The fixture's own download and large-answer operations, in the framework's style, for fixture-description.ts. */
export function fixtureOwnAnswerPaths(): Record<string, unknown> {
  return {
    [ARCHIVE_PATH]: {
      get: operation({
        group: 'Stream key',
        summary: ARCHIVE_SUMMARY,
        operationId: 'StreamKeyController_recordsArchive',
        description: 'Операция самой фикстуры: архив записей эфира.',
        common,
        parameters: [projectId],
        responses: {
          '200': {
            description: 'Архив',
            content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
          },
        },
      }),
    },
    [LARGE_JSON_PATH]: {
      get: operation({
        group: 'Stream key',
        summary: LARGE_JSON_SUMMARY,
        operationId: 'StreamKeyController_recordsExport',
        description: 'Операция самой фикстуры: все записи эфира одним JSON.',
        common,
        parameters: [projectId],
        responses: {
          '200': {
            description: 'Записи',
            content: json(
              object({
                count: 'integer',
                results: arrayOf(object({ id: 'integer', title: 'string', bitrate: 'number' })),
              }),
            ),
          },
        },
      }),
    },
  };
}
