import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Language } from '../../lib/i18n/languages.ts';
import type { ServiceDescription } from '../../lib/service-description/description.ts';
import type { Binding } from '../../lib/bindings/bind.ts';
import { callBinding } from '../../lib/bindings/call.ts';
import * as bindingKeys from '../../lib/bindings/keys.ts';
import type { StreamBindings } from './data/stream-bindings.ts';
import { destinationsKey, useDestinations } from './data/stream-queries.ts';
import { switchValues } from './model/channel-switch.ts';
import { type Destination, needsReconnect } from './model/destinations.ts';
import { SETTINGS_GROUP, settingsOperations } from './model/platforms.ts';
import { AddDestination, OauthButton, oauthStart } from './add-destination.tsx';
import { PartNote, UnreadableNote, isUnreadable } from './part-note.tsx';
import { StreamError, StreamServiceSaid } from './stream-error.tsx';
import type { StreamMessages } from './stream-messages.ts';

/** Builds the link to a described operation's page with its form filled (the console's URL state). */
export type OperationHref = (group: string, operationKey: string, fields: Readonly<Record<string, string>>) => string;

interface Context {
  description: ServiceDescription;
  bindings: StreamBindings;
  projectId: number;
  language: Language;
  operationHref: OperationHref;
  m: StreamMessages;
}

/** The project's destinations by platform and name, each with its state as the service gives it and its switch. */
export function Destinations(context: Context) {
  const { bindings, projectId, language, m } = context;
  const list = useDestinations(bindings.destinations, projectId, language);
  const titleId = useId();
  return (
    <section className="stream-card stream-destinations" aria-labelledby={titleId}>
      <h2 id={titleId}>{m.destinations.title}</h2>
      {'problem' in bindings.destinations ? (
        <PartNote bound={bindings.destinations} m={m} />
      ) : list.isPending ? (
        <span className="skeleton-line" aria-busy="true" />
      ) : list.isError ? (
        isUnreadable(list.error) ? (
          <UnreadableNote bound={bindings.destinations} m={m} />
        ) : (
          <StreamError error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
        )
      ) : list.data.length === 0 ? (
        <p className="hint">{m.destinations.none}</p>
      ) : (
        <ul className="stream-destination-list">
          {list.data.map((destination) => (
            <DestinationRow key={destination.id} destination={destination} {...context} />
          ))}
        </ul>
      )}
      {'binding' in bindings.destinations && !bindings.channelSwitch ? (
        <p className="hint stream-note" role="note">
          {m.notDescribed('Channel status switch (channel_id, status)', 'Channel')}
        </p>
      ) : null}
      <AddDestination {...context} />
    </section>
  );
}

function DestinationRow({ destination, ...context }: Context & { destination: Destination }) {
  const { description, bindings, operationHref, m } = context;
  const name = destination.name || m.destinations.unnamed(destination.id);
  const settings = settingsOperations(description, destination.platform);
  const nameId = useId();
  return (
    <li className="stream-destination" aria-labelledby={nameId}>
      <div className="stream-destination-head">
        <span id={nameId} className="stream-destination-name">
          {destination.platform ? <span className="stream-platform service-text">{destination.platform}</span> : null}{' '}
          <span className="service-text">{name}</span>
        </span>
        {bindings.channelSwitch && destination.active !== undefined ? (
          <DestinationSwitch destination={destination} name={name} binding={bindings.channelSwitch} {...context} />
        ) : null}
      </div>
      <p className="stream-destination-state">
        {destination.status !== undefined ? (
          <span>
            {m.destinations.state}: <span className="service-text">{destination.status}</span>
          </span>
        ) : null}
        {destination.live ? <span className="stream-live-badge">{m.destinations.live}</span> : null}
        {destination.token !== undefined ? (
          <span className="service-text">{m.destinations.token(destination.token)}</span>
        ) : null}
      </p>
      {needsReconnect(destination) && destination.platform && oauthStart(context.bindings, destination.platform) ? (
        <div className="stream-reconnect">
          <OauthButton
            platform={destination.platform}
            channelId={destination.id}
            label={m.destinations.reconnect(name)}
            {...context}
          />
        </div>
      ) : null}
      {settings.map((operation) => (
        <p key={operation.key}>
          <Link to={operationHref(SETTINGS_GROUP, operation.key, { 'body.channel_id': destination.id })}>
            {settings.length === 1
              ? m.destinations.settings(name)
              : `${m.destinations.settings(name)}: ${operation.summary ?? operation.key}`}
          </Link>{' '}
          {settings.length === 1 ? <span className="hint">({operation.summary})</span> : null}
        </p>
      ))}
    </li>
  );
}

/**
 * The on/off switch: applied at once, shown busy while the service answers, and put back with the service's words
 * when it refuses. The list is read again afterwards, so what shows is what the service keeps.
 */
function DestinationSwitch({
  destination,
  name,
  binding,
  bindings,
  projectId,
  language,
  m,
}: Context & { destination: Destination; name: string; binding: Binding }) {
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState<unknown>(null);
  const list = 'binding' in bindings.destinations ? bindings.destinations.binding : undefined;
  const key = list ? destinationsKey(list, projectId, language) : undefined;
  const toggle = useMutation({
    mutationFn: (on: boolean) => callBinding(binding, switchValues(destination, on), { language, projectId }),
    onMutate: async (on) => {
      setRefused(null);
      if (!key) return undefined;
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Destination[]>(key);
      queryClient.setQueryData<Destination[]>(key, (current) =>
        current?.map((entry) => (entry.id === destination.id ? { ...entry, active: on } : entry)),
      );
      return { before };
    },
    onError: (error, _on, saved) => {
      if (key && saved?.before) queryClient.setQueryData(key, saved.before);
      setRefused(error);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bindingKeys.group(binding.group) }),
        list ? queryClient.invalidateQueries({ queryKey: bindingKeys.group(list.group) }) : undefined,
      ]),
  });
  const on = destination.active === true;
  return (
    <>
      <button
        type="button"
        role="switch"
        className="stream-switch"
        aria-checked={on}
        aria-busy={toggle.isPending}
        aria-label={m.destinations.switchLabel(name)}
        // A second press while the service has not answered the first would race it.
        aria-disabled={toggle.isPending}
        onClick={() => {
          if (!toggle.isPending) toggle.mutate(!on);
        }}
      />
      {refused ? (
        <div className="stream-refused" role="alert">
          <p>{m.destinations.refused(name)}</p>
          <StreamServiceSaid error={refused} />
        </div>
      ) : null}
    </>
  );
}
