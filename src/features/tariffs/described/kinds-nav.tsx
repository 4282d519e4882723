import { useMessages } from '../../../lib/i18n/message-table.ts';
import { Link } from 'react-router';
import { manageMessages } from './manage-messages.ts';
import { type TariffKind, tariffKindOrder, tariffPath } from './tariff-kinds.ts';

/** Links between a project's tariff pages: the kinds this deployment can show, the open one marked. */
export function KindsNav({
  projectId,
  current,
  shown,
}: {
  projectId: number;
  current: TariffKind;
  shown: readonly TariffKind[];
}) {
  const m = useMessages(manageMessages);
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
