import { useId, useState } from 'react';
import { useShowMore } from '../../components/use-show-more.tsx';
import { Button } from '../../components/button.tsx';
import { PartNote } from '../../components/part-note.tsx';
import { ReadPart } from '../../components/read-part.tsx';
import { type Binding, type Bound, isBound } from '../../lib/bindings/bind.ts';
import { usePagedList } from '../../lib/bindings/pages.ts';
import { formatDateTime } from '../../lib/i18n/format.ts';
import { useLanguage, useMessages } from '../../lib/i18n/message-table.ts';
import {
  ALL_ACTIVITY,
  type ActivityFilters,
  activityFiltersOffered,
  activityValues,
} from './model/activity-filters.ts';
import { type HistoryEntry, type Member } from '../../lib/operations/team/team-readers.ts';
import { actionWord, teamMessages } from './team-messages.ts';
import type { TeamContext } from './team-props.ts';
import { projectHistoryList } from '../../lib/operations/team/team-reads.ts';

const PAGE_SIZE = 20;

/**
 * The project's history of actions, newest first as the service gives it, a page at a time, with the filters the
 * operation takes (an action, a range of days) sent to the service: nothing is filtered on this side. Who did each is
 * named from the members where the service lists them.
 */
export function Activity({
  team,
  history,
  members,
}: {
  team: TeamContext;
  history: Bound;
  members: readonly Member[];
}) {
  const m = useMessages(teamMessages);
  const titleId = useId();
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>{m.activity.title}</h2>
      {isBound(history) ? <Entries team={team} binding={history} members={members} /> : <PartNote part={history} />}
    </section>
  );
}

function Entries({ team, binding, members }: { team: TeamContext; binding: Binding; members: readonly Member[] }) {
  const { projectId } = team;
  const m = useMessages(teamMessages);
  const language = useLanguage();
  const [filters, setFilters] = useState<ActivityFilters>(ALL_ACTIVITY);
  const sent = activityValues(filters);
  const pages = usePagedList(projectHistoryList, binding, { projectId, filters: sent }, { size: PAGE_SIZE });
  // "Show more" hands the focus to the first entry it brought.
  const more = useShowMore<HTMLOListElement>(pages, 'li', m.activity.showMore);
  const filtered = Object.keys(sent).length > 0;
  const who = (entry: HistoryEntry) => {
    if (entry.userId === undefined) return undefined;
    return members.find((member) => member.userId === entry.userId)?.name ?? m.user(entry.userId);
  };
  return (
    <>
      <Filters binding={binding} filters={filters} onChange={setFilters} />
      <ReadPart bound={binding} query={pages}>
        {() =>
          pages.items.length === 0 ? (
            <p>
              {filtered ? m.activity.emptyFiltered : m.activity.empty}{' '}
              {filtered ? (
                <Button variant="quiet" onClick={() => setFilters(ALL_ACTIVITY)}>
                  {m.activity.clear}
                </Button>
              ) : null}
            </p>
          ) : (
            <ol className="team-activity" ref={more.list}>
              {pages.items.map((entry) => {
                const by = who(entry);
                return (
                  <li key={entry.id} tabIndex={-1}>
                    {entry.date ? (
                      <time dateTime={entry.date.toISOString()}>
                        {formatDateTime(entry.date.toISOString(), language)}
                      </time>
                    ) : null}
                    <span className="team-action">{entry.action ? actionWord(m, entry.action) : '—'}</span>
                    {by ? <span className="hint">{m.activity.by(by)}</span> : null}
                  </li>
                );
              })}
            </ol>
          )
        }
      </ReadPart>
      {more.button}
    </>
  );
}

function Filters({
  binding,
  filters,
  onChange,
}: {
  binding: Binding;
  filters: ActivityFilters;
  onChange: (next: ActivityFilters) => void;
}) {
  const m = useMessages(teamMessages);
  const id = useId();
  const offered = activityFiltersOffered(binding.details.parameters);
  if (offered.actions.length === 0 && !offered.from && !offered.to) return null;
  const set = (change: Partial<ActivityFilters>) => onChange({ ...filters, ...change });
  const day = (end: 'from' | 'to') => (
    <div className="field">
      <label htmlFor={`${id}-${end}`}>{end === 'from' ? m.activity.from : m.activity.to}</label>
      <input
        id={`${id}-${end}`}
        type="date"
        value={filters[end]}
        min={end === 'to' ? filters.from || undefined : undefined}
        max={end === 'from' ? filters.to || undefined : undefined}
        onChange={(event) => set({ [end]: event.target.value })}
      />
    </div>
  );
  return (
    <div className="team-filters">
      {offered.actions.length > 0 ? (
        <div className="field">
          <label htmlFor={`${id}-action`}>{m.activity.action}</label>
          <select id={`${id}-action`} value={filters.action} onChange={(event) => set({ action: event.target.value })}>
            <option value="">{m.activity.allActions}</option>
            {offered.actions.map((action) => (
              <option key={action} value={action}>
                {actionWord(m, action)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {offered.from ? day('from') : null}
      {offered.to ? day('to') : null}
    </div>
  );
}
