import { useId } from 'react';
import { SecretValue } from '../../components/secret-value.tsx';
import { useCopy } from '../../components/use-copy.ts';
import type { Language } from '../../lib/i18n/languages.ts';
import type { RtmpServer, ServerList } from './model/servers.ts';
import type { StreamBindings } from './data/stream-bindings.ts';
import { useCredentials, useServers } from './data/stream-queries.ts';
import { PartNote, UnreadableNote, isUnreadable } from './part-note.tsx';
import { RecordSwitch } from './record-switch.tsx';
import { useServerChoiceStore } from './server-choice-store.ts';
import { StreamError } from './stream-error.tsx';
import type { StreamMessages } from './stream-messages.ts';

/** The server URL and the stream key OBS needs, each with Copy, the key masked until Reveal; "Copy both" for OBS. */
export function WhereToStream({
  bindings,
  projectId,
  language,
  m,
}: {
  bindings: StreamBindings;
  projectId: number;
  language: Language;
  m: StreamMessages;
}) {
  const credentials = useCredentials(bindings.credentials, projectId, language);
  const servers = useServers(bindings.servers, projectId, language);
  const chosenId = useServerChoiceStore((state) => state.byProject[String(projectId)]);
  const server = chosenServer(servers.data, chosenId);
  const titleId = useId();
  const words = m.where;
  return (
    <section className="stream-card stream-where" aria-labelledby={titleId}>
      <h2 id={titleId}>{words.title}</h2>
      <dl className="stream-fields">
        <div>
          <dt>{words.server}</dt>
          <dd>
            {'problem' in bindings.servers ? (
              <PartNote bound={bindings.servers} m={m} />
            ) : servers.isPending ? (
              <span className="skeleton-line" aria-busy="true" />
            ) : servers.isError ? (
              isUnreadable(servers.error) ? (
                <UnreadableNote bound={bindings.servers} m={m} />
              ) : (
                <StreamError
                  error={servers.error}
                  onRetry={() => void servers.refetch()}
                  retrying={servers.isFetching}
                />
              )
            ) : servers.data.servers.length === 0 || !server ? (
              <p className="hint">{words.noServers}</p>
            ) : (
              <ServerField list={servers.data} server={server} projectId={projectId} m={m} />
            )}
          </dd>
        </div>
        <div>
          <dt>{words.key}</dt>
          <dd>
            {'problem' in bindings.credentials ? (
              <PartNote bound={bindings.credentials} m={m} />
            ) : credentials.isPending ? (
              <span className="skeleton-line" aria-busy="true" />
            ) : credentials.isError ? (
              isUnreadable(credentials.error) ? (
                <UnreadableNote bound={bindings.credentials} m={m} />
              ) : (
                <StreamError
                  error={credentials.error}
                  onRetry={() => void credentials.refetch()}
                  retrying={credentials.isFetching}
                />
              )
            ) : (
              <SecretValue
                text={credentials.data.key}
                words={{ hiddenValue: words.keyHidden, show: words.reveal, copy: words.copyKey, copied: words.copied }}
              />
            )}
          </dd>
        </div>
      </dl>
      {server && credentials.data ? <CopyBoth server={server.url} streamKey={credentials.data.key} m={m} /> : null}
      {credentials.data ? (
        <RecordSwitch
          bound={bindings.record}
          recording={credentials.data.record}
          projectId={projectId}
          language={language}
          m={m}
        />
      ) : null}
    </section>
  );
}

/** The server the streamer chose for this project, else the service's first. */
function chosenServer(list: ServerList | undefined, chosenId: string | undefined): RtmpServer | undefined {
  if (!list) return undefined;
  return list.servers.find((server) => server.id === chosenId) ?? list.servers[0];
}

function placeOf(server: RtmpServer, m: StreamMessages): string {
  const place = [server.city, server.country].filter((part) => part !== undefined && part !== '').join(', ');
  return place === '' ? `${server.url} (${m.where.placeUnknown})` : place;
}

/** The service's health word, or the page's word for it where the description enumerates that value. */
function healthOf(server: RtmpServer, list: ServerList, m: StreamMessages): string | undefined {
  if (server.status === undefined) return undefined;
  const word = list.statusValues.includes(server.status) ? m.where.healthWords[server.status] : undefined;
  return word ?? server.status;
}

function ServerField({
  list,
  server,
  projectId,
  m,
}: {
  list: ServerList;
  server: RtmpServer;
  projectId: number;
  m: StreamMessages;
}) {
  const choose = useServerChoiceStore((state) => state.choose);
  const selectId = useId();
  const { copied, copy } = useCopy();
  const health = healthOf(server, list, m);
  return (
    <div className="stream-server">
      <label htmlFor={selectId}>{m.where.serverPlace}</label>
      <select id={selectId} value={server.id} onChange={(event) => choose(projectId, event.target.value)}>
        {list.servers.map((option) => {
          const optionHealth = healthOf(option, list, m);
          return (
            <option key={option.id} value={option.id}>
              {placeOf(option, m)}
              {optionHealth === undefined ? '' : ` — ${optionHealth}`}
            </option>
          );
        })}
      </select>
      <p className="stream-value">
        <code className="service-text">{server.url}</code>{' '}
        <button type="button" className="button button-quiet" onClick={() => void copy(server.url)}>
          {m.where.copyServer}
        </button>
        <span role="status" className="hint">
          {copied ? ` ${m.where.copied}` : ''}
        </span>
      </p>
      {health === undefined ? null : (
        <p className="hint">
          {m.where.health}:{' '}
          <span className="service-text" data-health={server.status}>
            {health}
          </span>
        </p>
      )}
    </div>
  );
}

/** Both values as OBS's stream settings ask for them, one per line. */
export function obsText(server: string, streamKey: string, m: Pick<StreamMessages['where'], 'obsServer' | 'obsKey'>) {
  return `${m.obsServer}: ${server}\n${m.obsKey}: ${streamKey}`;
}

function CopyBoth({ server, streamKey, m }: { server: string; streamKey: string; m: StreamMessages }) {
  const { copied, copy } = useCopy();
  const hintId = useId();
  return (
    <p className="stream-copy-both">
      <button
        type="button"
        className="button"
        aria-describedby={hintId}
        onClick={() => void copy(obsText(server, streamKey, m.where))}
      >
        {m.where.copyBoth}
      </button>{' '}
      <span id={hintId} className="hint">
        {m.where.copyBothHint}
      </span>
      <span role="status" className="hint">
        {copied ? ` ${m.where.copied}` : ''}
      </span>
    </p>
  );
}
