import { Link } from 'react-router';
import type { ManageMessages } from './manage-messages.ts';
import { type TariffKind, tariffKindOrder, tariffPath } from './tariff-kinds.ts';

/** Links between a project's tariff pages: the kinds this deployment can show, the open one marked. */
export function KindsNav({
  projectId,
  current,
  shown,
  m,
}: {
  projectId: number;
  current: TariffKind;
  shown: readonly TariffKind[];
  m: ManageMessages;
}) {
  const kinds = tariffKindOrder.filter((kind) => kind === current || shown.includes(kind));
  if (kinds.length < 2) return null;
  return (
    <nav className="tariff-kinds" aria-label={m.kindsNav}>
      <ul>
        {kinds.map((kind) => (
          <li key={kind}>
            <Link to={tariffPath(projectId, kind)} aria-current={kind === current ? 'page' : undefined}>
              {m.kindName[kind]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
