// Run as a child process by bench/hostile.ts, one case per process, with the `src` of this checkout or of the base
// checkout (`--src=<dir>`), so "before" and "after" are the same measurement of two versions of the code. Prints one
// JSON object: the case's ms and what came out. The parent stops a case that runs past its limit.
import { existsSync } from 'node:fs';
import { createRequire, register } from 'node:module';
import { performance } from 'node:perf_hooks';
import { QueryClient } from '@tanstack/react-query';
import { type RouteObject, matchRoutes } from 'react-router';
import { pathToFileURL } from 'node:url';
import {
  allOfSchema,
  channelFlood,
  backtrackingPatternDescription,
  bracesDescription,
  keyedRecords,
  nestedRefsDescription,
  REF_WIDTH,
  semicolonsDisposition,
  slashesPath,
  tokenishErrorBody,
} from './hostile-cases.ts';
import { describedWith } from '../../src/testing/description-builder.ts';

type Json = Record<string, unknown>;

const arg = (name: string) => process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3);
const src = arg('src');
const which = arg('case');
const size = Number(arg('size'));
if (!src || !which) throw new Error('usage: hostile-node.ts --src=<src directory> --case=<name> [--size=N]');
const load = async <T>(file: string): Promise<T> => (await import(pathToFileURL(`${src}/${file}`).href)) as T;

async function measure(): Promise<{ ms: number; outcome: unknown }> {
  const time = (run: () => unknown) => {
    const started = performance.now();
    const outcome = run();
    return { ms: performance.now() - started, outcome };
  };
  switch (which) {
    case 'error-body': {
      const { extractErrorDetails } = await load<{
        extractErrorDetails: (text: string, secrets: string[]) => { message?: string };
      }>('lib/api/error-body.ts');
      const body = tokenishErrorBody(size);
      return time(() => extractErrorDetails(body, []).message?.slice(0, 40));
    }
    case 'route-match': {
      const path = slashesPath(size);
      // An older checkout read a page's path itself (features/catalog/catalog-path.ts); this one has the router match
      // it against every route (app/page-routes.ts).
      if (!existsSync(`${src}/app/page-routes.ts`)) {
        const { catalogTarget } = await load<{ catalogTarget: (path: string) => unknown }>(
          'features/catalog/catalog-path.ts',
        );
        return time(() => catalogTarget(path));
      }
      const { pageRoutes } = await load<{ pageRoutes: (client: QueryClient) => RouteObject[] }>('app/page-routes.ts');
      const routes: RouteObject[] = [{ path: '/', children: pageRoutes(new QueryClient()) }];
      return time(() => matchRoutes(routes, path)?.at(-1)?.route.path);
    }
    case 'path-braces': {
      const { readDescription } = await load<{
        readDescription: (document: unknown) => { document: Json; operations: unknown[] };
      }>('lib/service-description/description.ts');
      const { operationDetails } = await load<{
        operationDetails: (document: Json, operation: unknown) => { parameters: unknown[] };
      }>('lib/service-description/operation-details.ts');
      const description = readDescription(bracesDescription(size));
      return time(() => operationDetails(description.document, description.operations[0]).parameters.length);
    }
    case 'all-of-merge': {
      const { SchemaResolver } = await load<{
        SchemaResolver: new (document: Json) => { resolve: (raw: unknown) => { properties: unknown[] } };
      }>('lib/service-description/schema.ts');
      const schema = allOfSchema(size);
      return time(() => `${new SchemaResolver(describedWith({})).resolve(schema).properties.length} properties`);
    }
    case 'all-of-contradiction': {
      const { findContradiction } = await load<{ findContradiction: (document: Json, schema: unknown) => unknown }>(
        'lib/service-description/contradiction.ts',
      );
      const schema = allOfSchema(size);
      return time(() => findContradiction(describedWith({}), schema));
    }
    case 'details-refs':
    case 'example-refs':
    case 'example-pattern': {
      const { readDescription } = await load<{
        readDescription: (document: unknown) => { document: Json; operations: unknown[] };
      }>('lib/service-description/description.ts');
      const { operationDetails } = await load<{
        operationDetails: (
          document: Json,
          operation: unknown,
        ) => { body?: { mediaType: string; examples: { value: unknown }[] } };
      }>('lib/service-description/operation-details.ts');
      const description = readDescription(
        which === 'example-pattern' ? backtrackingPatternDescription(size) : nestedRefsDescription(size, REF_WIDTH),
      );
      // What sign-out and the tariff page do (details only), and what the JSON editor does (details and a sample).
      if (which === 'details-refs')
        return time(() => operationDetails(description.document, description.operations[0]).body?.mediaType);
      return time(() => {
        const sample = operationDetails(description.document, description.operations[0]).body?.examples[0]?.value;
        return `${JSON.stringify(sample)?.length ?? 0} chars`;
      });
    }
    case 'series-keys': {
      const { findSeries } = await load<{ findSeries: (value: unknown, schema: undefined) => unknown }>(
        'lib/service-description/series.ts',
      );
      const records = keyedRecords(size);
      return time(() => (findSeries(records, undefined) ? 'a series' : 'no series'));
    }
    case 'content-disposition': {
      const { contentDispositionName } = await load<{ contentDispositionName: (header: string) => unknown }>(
        'features/console/result/download-name.ts',
      );
      const header = semicolonsDisposition(size);
      return time(() => contentDispositionName(header));
    }
    case 'live-channels': {
      const { readLiveInfo } = await load<{ readLiveInfo: (body: unknown) => { channels: unknown[] } | undefined }>(
        'features/stream/model/live-answers.ts',
      );
      const answer = channelFlood(size);
      return time(() => `${readLiveInfo(answer)?.channels.length ?? 0} channels kept`);
    }
    case 'large-enum': {
      // A component's CSS is the bundler's: in Node it is an empty module.
      const cssLoader =
        'export async function load(url, context, next) {' +
        " return url.endsWith('.css') ? { format: 'module', source: '', shortCircuit: true } : next(url, context); }";
      register(`data:text/javascript,${encodeURIComponent(cssLoader)}`);
      // A document to draw into, as the browser's.
      // jsdom ships no types of its own: what this case uses of it.
      const jsdom = 'jsdom';
      const { JSDOM } = (await import(jsdom)) as {
        JSDOM: new (html: string) => { window: Window & typeof globalThis };
      };
      const { window } = new JSDOM('<!doctype html><div id="root"></div>');
      Object.assign(globalThis, { window, document: window.document, navigator: window.navigator });
      // React of the checkout measured, as its widget draws with it; tsx compiles a component's JSX for React's
      // classic runtime here, so React is in scope.
      const checkout = createRequire(pathToFileURL(`${src}/main.tsx`).href);
      const React = (await import(pathToFileURL(checkout.resolve('react')).href)) as typeof import('react');
      const { createRoot } = (await import(
        pathToFileURL(checkout.resolve('react-dom/client')).href
      )) as typeof import('react-dom/client');
      const { flushSync } = (await import(
        pathToFileURL(checkout.resolve('react-dom')).href
      )) as typeof import('react-dom');
      (globalThis as { React?: unknown }).React = React;
      const { Widget } = await load<{ Widget: (props: Json) => null }>('components/form/widgets.tsx');
      const { SchemaResolver } = await load<{
        SchemaResolver: new (document: Json) => { resolve: (raw: unknown) => unknown };
      }>('lib/service-description/schema.ts');
      const values = Array.from({ length: size }, (_, index) => `value-${index}`);
      const schema = new SchemaResolver({ openapi: '3.0.3', paths: {} }).resolve({ type: 'string', enum: values });
      const props = { id: 'choice', schema, value: '', onChange: () => {}, required: false, secret: false };
      const container = window.document.getElementById('root')!;
      return time(() => {
        const root = createRoot(container);
        flushSync(() => root.render(React.createElement(Widget, { ...props, describedBy: undefined, invalid: false })));
        return `${container.querySelectorAll('option').length} options drawn`;
      });
    }
    default:
      throw new Error(`no case ${which}`);
  }
}

const { ms, outcome } = await measure();
process.stdout.write(`${JSON.stringify({ ms, outcome: JSON.stringify(outcome) ?? 'undefined' })}\n`);
process.exit(0);
