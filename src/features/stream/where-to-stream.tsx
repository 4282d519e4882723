import { useMessages } from '../../lib/i18n/message-table.ts';
import { type ReactNode, memo, useId } from 'react';
import { FirstRows } from '../../components/first-rows.tsx';
import { CopyButton } from '../../components/copy-button.tsx';
import { Holding } from '../../components/holding.tsx';
import { ReadPart } from '../../components/read-part.tsx';
import { SecretValue } from '../../components/secret-value.tsx';
import { useRead } from '../../lib/bindings/read.ts';
import { isBound } from '../../lib/bindings/bind.ts';
import { credentialsRead } from '../../lib/operations/stream-key/credentials.ts';
import { serversRead } from '../../lib/operations/rtmp-servers/servers.ts';
import { credentialsHolding } from '../../lib/operations/stream-key/credentials.ts';
import {
  type RtmpServer,
  type ServerList,
  serverHealth,
  serversHolding,
} from '../../lib/operations/rtmp-servers/servers.ts';
import { obsAddress } from './model/obs-address.ts';
import { useRuntimeConfig } from '../../config/runtime-config.ts';
import { RecordSwitch } from './record-switch.tsx';
import { useServerChoiceStore } from './server-choice-store.ts';
import type { StreamProps } from './stream-props.ts';
import { type StreamMessages, streamMessages } from './stream-messages.ts';
import { LargeButtons } from '../../components/large-buttons.tsx';

/**
 * The server URL and the stream key OBS needs, each with Copy, the key masked until Reveal; "Copy both" for OBS.
 * While either is read, the card is drawn with stand-ins of the answers' shapes (`Holding`): it keeps the room it
 * will take, so the destinations below it do not move when they land.
 */
export const WhereToStream = memo(function WhereToStream({
  bound,
  projectId,
  readOnly = false,
}: StreamProps & { projectId: number; readOnly?: boolean }) {
  const m = useMessages(streamMessages);
  const credentials = useRead(credentialsRead, bound.credentials, projectId);
  const servers = useRead(serversRead, bound.servers, projectId);
  const chosenId = useServerChoiceStore((state) => state.byProject[String(projectId)]);
  const server = chosenServer(servers.data, chosenId);
  const { ingestApp } = useRuntimeConfig();
  const heldServers = isBound(bound.servers) ? serversHolding(bound.servers.answer) : undefined;
  const heldCredentials = isBound(bound.credentials) ? credentialsHolding(bound.credentials.answer) : undefined;
  // What the card's last lines are drawn with: what was read, else a stand-in while it is read.
  const serverOrHeld = server ?? (servers.isPending ? heldServers?.servers[0] : undefined);
  const credentialsOrHeld = credentials.data ?? (credentials.isPending ? heldCredentials : undefined);
  const held = !server || !credentials.data;
  const titleId = useId();
  const words = m.where;
  return (
    <section className="card stream-where" aria-labelledby={titleId}>
      <LargeButtons>
        <h2 id={titleId}>{words.title}</h2>
        <dl className="stream-fields">
          <div>
            <dt>{words.server}</dt>
            <dd>
              <ReadPart bound={bound.servers} query={servers} holding={heldServers}>
                {(list) => {
                  const shown = chosenServer(list, chosenId);
                  return shown ? (
                    <ServerField list={list} server={shown} projectId={projectId} />
                  ) : (
                    <p className="hint">{words.noServers}</p>
                  );
                }}
              </ReadPart>
            </dd>
          </div>
          <div>
            <dt>{words.key}</dt>
            <dd>
              <ReadPart bound={bound.credentials} query={credentials} holding={heldCredentials}>
                {({ key }) => (
                  <SecretValue
                    text={key}
                    words={{ hiddenValue: words.keyHidden, show: words.reveal, copy: words.copyKey }}
                    wrap="letters"
                  />
                )}
              </ReadPart>
            </dd>
          </div>
        </dl>
        {serverOrHeld && credentialsOrHeld ? (
          <HeldWhile held={held}>
            <CopyBoth server={obsAddress(serverOrHeld.url, ingestApp)} streamKey={credentialsOrHeld.key} />
          </HeldWhile>
        ) : null}
        {credentialsOrHeld ? (
          <HeldWhile held={!credentials.data}>
            <RecordSwitch
              bound={bound.record}
              recording={credentialsOrHeld.record}
              projectId={projectId}
              readOnly={readOnly}
            />
          </HeldWhile>
        ) : null}
      </LargeButtons>
    </section>
  );
});

function HeldWhile({ held, children }: { held: boolean; children: ReactNode }) {
  return held ? <Holding>{children}</Holding> : <>{children}</>;
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

function ServerField({ list, server, projectId }: { list: ServerList; server: RtmpServer; projectId: number }) {
  const m = useMessages(streamMessages);
  const choose = useServerChoiceStore((state) => state.choose);
  const selectId = useId();
  // What OBS takes, for every server: the whole address, scheme and application path included.
  const ingestApp = useRuntimeConfig().ingestApp;
  // The stand-in while the list is read (no ID) is drawn as it is.
  const address = server.id === '' ? server.url : obsAddress(server.url, ingestApp);
  const health = serverHealth(server, list, m.where.healthWords);
  return (
    <div className="stream-server">
      <label htmlFor={selectId}>{m.where.serverPlace}</label>
      <FirstRows items={list.servers} keep={(option) => option.id === server.id}>
        {(shown) => (
          <select id={selectId} value={server.id} onChange={(event) => choose(projectId, event.target.value)}>
            {shown.map((option) => {
              const optionHealth = serverHealth(option, list, m.where.healthWords);
              return (
                <option key={option.id} value={option.id}>
                  {placeOf(option, m)}
                  {optionHealth === undefined ? '' : ` — ${optionHealth}`}
                </option>
              );
            })}
          </select>
        )}
      </FirstRows>
      <p className="stream-value">
        <code className="service-text">{address}</code> <CopyButton text={address} label={m.where.copyServer} />
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

function CopyBoth({ server, streamKey }: { server: string; streamKey: string }) {
  const m = useMessages(streamMessages);
  const hintId = useId();
  return (
    <p className="stream-copy-both">
      <CopyButton
        text={obsText(server, streamKey, m.where)}
        label={m.where.copyBoth}
        variant="default"
        describedBy={hintId}
      />{' '}
      <span id={hintId} className="hint">
        {m.where.copyBothHint}
      </span>
    </p>
  );
}
