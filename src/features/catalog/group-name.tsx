import { useMessages } from '../../lib/i18n/message-table.ts';
import { groupLabel, navMessages } from './nav-messages.ts';

/**
 * A group's name for people in the interface language, with the document's name beside it, smaller (the catalog and
 * the service description speak the document's names; people who know them find the group by them).
 */
export function GroupName({ name }: { name: string }) {
  const label = groupLabel(useMessages(navMessages), name);
  if (label === name) return name;
  return (
    <>
      {label}{' '}
      <small className="group-doc-name" lang="en">
        {name}
      </small>
    </>
  );
}

/** The same, as text for a tab's title: "Restream tariff (PlanRestream)". */
export function useGroupTitle(name: string): string {
  const label = groupLabel(useMessages(navMessages), name);
  return label === name ? name : `${label} (${name})`;
}
