import { useId, useMemo, useState } from 'react';
import { BoundPart } from '../../components/bound-part.tsx';
import { describeError } from '../../components/error-panel.tsx';
import { PartNote } from '../../components/part-note.tsx';
import { ReadPart } from '../../components/read-part.tsx';
import { ServiceSaid } from '../../components/service-said.tsx';
import { type Binding, type Bound, isBound } from '../../lib/bindings/bind.ts';
import { definePart } from '../../lib/bindings/manifest.ts';
import { useBoundMutation } from '../../lib/bindings/write.ts';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { useMessages, useLanguage } from '../../lib/i18n/message-table.ts';
import { accountPart } from '../../lib/operations/account/account-bindings.ts';
import {
  type ProjectListing,
  projectListing,
  useProjectPages,
} from '../../lib/operations/account/project-list-query.ts';
import {
  type NotifySettings,
  type SwitchChange,
  switchKey,
  notConnected,
  notifyChangeValues,
  withSwitch,
  wordsFor,
  settingsGrid,
} from '../../lib/operations/notifications/notify-settings.ts';
import { notificationSettingsMessages } from './notification-settings-messages.ts';
import { useRead, readQuery } from '../../lib/bindings/read.ts';
import { notifySettingsRead } from '../../lib/operations/notifications/notify-reads.ts';
import './notification-settings.css';

// Settings' notifications, per project: which channel (the dashboard, Telegram, the mobile app) carries which
// category (important, stream), from "Get user notify settings"; each switch is one "Set user notify settings",
// applied at once and put back, with the service's words, when it is refused.

export const notifySettingsPart = definePart({
  group: 'NotifyUser',
  bindings: {
    settings: notifySettingsRead.binding,
    change: {
      name: 'Set user notify settings',
      sends: { project_id: 'number', notify_channel: 'string', notify_category: 'string', status: 'string' },
    },
    projects: accountPart.bindings.projects,
  },
});

export function NotificationSettings() {
  const m = useMessages(notificationSettingsMessages);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="notification-settings">
      <h2 id={titleId}>{m.title}</h2>
      <BoundPart part={notifySettingsPart} needs={['settings']}>
        {(bound) => <Chosen projects={bound.projects} settings={bound.settings} write={bound.change} />}
      </BoundPart>
    </section>
  );
}

function Chosen({ projects, settings, write }: { projects: Bound; settings: Bound; write: Bound }) {
  const m = useMessages(notificationSettingsMessages);
  const listing = useMemo(() => projectListing(projects), [projects]);
  if (!('read' in listing)) return <PartNote part={listing} />;
  if (!isBound(settings)) return <PartNote part={settings} />;
  return (
    <>
      <p className="hint">{m.hint}</p>
      <ProjectChoice listing={listing} settings={settings} write={write} />
    </>
  );
}

/** The account's projects (the pages read so far), the first chosen; the chosen one's switches below. */
function ProjectChoice({ listing, settings, write }: { listing: ProjectListing; settings: Binding; write: Bound }) {
  const m = useMessages(notificationSettingsMessages);
  const projectId = useId();
  const projects = useProjectPages(listing);
  const all = projects.items;
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const project = chosen ?? all[0]?.id;
  if (projects.isSuccess && all.length === 0) return <p>{m.noProjects}</p>;
  return (
    <>
      {all.length ? (
        <div className="field">
          <label htmlFor={projectId}>{m.project}</label>
          <select id={projectId} value={project} onChange={(event) => setChosen(Number(event.target.value))}>
            {all.map((one) => (
              <option key={one.id} value={one.id}>
                {one.name ?? `ID ${one.id}`}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {project !== undefined ? (
        <ProjectSwitches key={project} projectId={project} settings={settings} write={write} />
      ) : null}
    </>
  );
}

function ProjectSwitches({ projectId, settings, write }: { projectId: number; settings: Binding; write: Bound }) {
  const m = useMessages(notificationSettingsMessages);
  const t = useMessages(appMessages);
  const language = useLanguage();
  const read = useRead(notifySettingsRead, settings, projectId);
  const change = useBoundMutation<SwitchChange, unknown, NotifySettings>(write, {
    values: (vars) => (isBound(write) ? notifyChangeValues(projectId, vars, write) : {}),
    confirm: false,
    optimistic: {
      read: readQuery(notifySettingsRead, settings, projectId, language).queryKey,
      apply: (data, vars) => withSwitch(data, vars),
      // Only this switch goes back: another one changed since stays as it is.
      undo: (data, vars, before) =>
        withSwitch(data, { ...vars, on: before.on.has(switchKey(vars.channel, vars.category)) }),
    },
  });
  const label = (vars: SwitchChange) =>
    m.switchLabel(wordsFor(m.categories, vars.category), wordsFor(m.channels, vars.channel));
  return (
    <ReadPart bound={settings} query={read}>
      {(answered) => {
        const grid = settingsGrid(answered, write);
        return (
          <>
            <table className="notify-grid">
              <thead>
                <tr>
                  <th scope="col">{m.category}</th>
                  {grid.channels.map((channel) => (
                    <th scope="col" key={channel}>
                      {wordsFor(m.channels, channel)}
                      {notConnected(grid, channel) ? <span className="hint"> ({m.notConnected})</span> : null}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {grid.categories.map((category) => (
                  <tr key={category}>
                    <th scope="row">{wordsFor(m.categories, category)}</th>
                    {grid.channels.map((channel) => {
                      // The user's latest press of this switch not answered yet, else what the service keeps.
                      const pressed = change.sending.findLast(
                        (vars) => vars.channel === channel && vars.category === category,
                      );
                      const on = pressed ? pressed.on : grid.on.has(switchKey(channel, category));
                      return (
                        <td key={channel}>
                          <label className="notify-switch">
                            <input
                              type="checkbox"
                              checked={on}
                              disabled={!isBound(write)}
                              aria-label={label({ channel, category, on })}
                              onChange={() => change.run({ channel, category, on: !on })}
                            />
                            {/* The column's heading, for a phone, where the grid is a list (the box has its name). */}
                            <span className="notify-switch-channel" aria-hidden="true">
                              {wordsFor(m.channels, channel)}
                              {notConnected(grid, channel) ? ` (${m.notConnected})` : null}
                            </span>
                          </label>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
            {!isBound(write) ? <PartNote part={write} /> : null}
            <div role="status">{change.isSuccess ? <p className="hint">{m.saved}</p> : null}</div>
            {change.isError && change.variables ? (
              <div role="alert">
                <p className="form-error">
                  {m.refused(label(change.variables))} {describeError(change.error, t)}
                </p>
                <ServiceSaid error={change.error} />
              </div>
            ) : null}
          </>
        );
      }}
    </ReadPart>
  );
}
