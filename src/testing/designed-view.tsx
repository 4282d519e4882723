import type { ComponentType } from 'react';
import { bindAll } from '../lib/bindings/bind.ts';
import type { PageProps, PartManifest } from '../lib/bindings/manifest.ts';
import { type Json, readDescription } from '../lib/service-description/description.ts';
import { renderRoutes } from './render-with-providers.tsx';

// For a designed page's own tests: its view drawn for a project, bound against a description (OpenAPI, as a service
// publishes it) as the app's frame binds it, and a description with some groups taken out.

export function renderDesignedView<Role extends string>(
  manifest: PartManifest<Role>,
  View: ComponentType<PageProps<Role>>,
  json: Json,
  projectId: number,
) {
  const description = readDescription(json);
  const bound = bindAll(description, manifest.group, manifest.bindings);
  const element = (
    <View
      projectId={projectId}
      bound={bound}
      description={description}
      fallback={null}
      operationHref={() => '/'}
      operationsHref="/operations"
    />
  );
  return renderRoutes([{ path: '/', element }], '/');
}

/** The description without the operations tagged with any of `groups`: a deployment that does not describe them. */
export function describedWithout(json: Json, groups: readonly string[]): Json {
  const without = structuredClone(json) as { paths: Record<string, Record<string, { tags?: string[] }>> };
  for (const item of Object.values(without.paths))
    for (const [method, operation] of Object.entries(item))
      if (operation.tags?.some((tag) => groups.includes(tag))) delete item[method];
  return without as Json;
}
