import { describe, expect, it } from 'vitest';
import { contractDescription } from '../../../../api/openapi.ts';
import { type Bound, bindAll, isBound } from '../../../lib/bindings/bind.ts';
import { readDescription } from '../../../lib/service-description/description.ts';
import { withoutOperations } from '../../../testing/description-builder.ts';
import { teamManifest } from '../team-manifest.ts';

// The Team page binds the newer operations where the description has them, and the older ones where only they are
// described: the missing parts are then absent, never offered to fail.

const bindTeam = (document: Record<string, unknown>) =>
  bindAll(readDescription(document), teamManifest.group, teamManifest.bindings);
const pathOf = (bound: Bound) => (isBound(bound) ? bound.operation.path : undefined);

describe('the Team page’s operations', () => {
  it('binds the newer removal and leaving where they are described', () => {
    const bound = bindTeam(contractDescription());
    expect(pathOf(bound.removeMember)).toBe('/method/project/user/delete');
    expect(pathOf(bound.leave)).toBe('/method/project/user/leave');
  });

  it('on a description without the newer operations, removes by the older one and offers no leaving', () => {
    const older = withoutOperations(contractDescription(), ['Remove member from project', 'Leave project']);
    const bound = bindTeam(older);
    expect(pathOf(bound.removeMember)).toBe('/method/project/user/del');
    expect(isBound(bound.leave)).toBe(false);
    expect(pathOf(bound.changeAccess)).toBe('/method/project/user/change_access');
  });
});
