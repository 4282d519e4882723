import { useId } from 'react';
import { Avatar } from '../../components/avatar.tsx';
import { FirstRows } from '../../components/first-rows.tsx';
import { MoreMenu } from '../../components/more-menu.tsx';
import { ReadPart } from '../../components/read-part.tsx';
import { Slot, useSlotFilled } from '../../components/slots.tsx';
import { useWholeList } from '../../lib/bindings/pages.ts';
import { useRead } from '../../lib/bindings/read.ts';
import {
  type Destination,
  describedStatuses,
  needsReconnect,
  destinationList,
} from '../../lib/operations/channels/destination-list.ts';
import { type Platform, platformsRead } from '../../lib/operations/platforms/platform-list.ts';
import { destinationState, destinationStateMessages } from '../../lib/operations/channels/destination-state.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import type { DestinationsMessages } from './destinations-messages.ts';
import type { DestinationsProps } from './destinations-props.ts';

/**
 * The project's destinations, each with its platform's icon and name, its own name, its state in words (and whether
 * it is on, and whether its platform wants a sign-in again), and its ⋯ menu of what the dashboard offers for it.
 */
export function DestinationList({
  bound,
  projectId,
  readOnly,
  m,
}: {
  bound: DestinationsProps['bound'];
  projectId: number;
  /** The account's level may not change the project: nothing is offered (the page says why). */
  readOnly: boolean;
  m: DestinationsMessages;
}) {
  const titleId = useId();
  const list = useWholeList(destinationList, bound.destinations, projectId);
  const platforms = useRead(platformsRead, bound.platforms, projectId);
  const described = describedStatuses(bound.destinations);
  const menus = useSlotFilled('destination-actions') && !readOnly;
  const stateWords = useMessages(destinationStateMessages);
  return (
    <section className="destinations-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{m.list.title}</h2>
      <ReadPart bound={bound.destinations} query={list}>
        {(destinations) =>
          destinations.length === 0 ? (
            <p className="hint">{m.list.none}</p>
          ) : (
            <FirstRows items={destinations}>
              {(shown) => (
                <ul className="destination-rows">
                  {shown.map((destination) => (
                    <Row
                      key={destination.id}
                      destination={destination}
                      platform={platforms.data?.find((one) => one.id === destination.platform)}
                      state={destinationState(destination, described, stateWords).state}
                      menus={menus}
                      projectId={projectId}
                      m={m}
                    />
                  ))}
                </ul>
              )}
            </FirstRows>
          )
        }
      </ReadPart>
    </section>
  );
}

function Row({
  destination,
  platform,
  state,
  menus,
  projectId,
  m,
}: {
  destination: Destination;
  platform: Platform | undefined;
  state: string | undefined;
  menus: boolean;
  projectId: number;
  m: DestinationsMessages;
}) {
  const nameId = useId();
  const name = destination.name || m.list.unnamed(destination.id);
  const platformName = platform?.title ?? destination.platformTitle ?? destination.platform;
  const switched = destination.active === undefined ? undefined : destination.active ? m.list.on : m.list.off;
  return (
    <li className="destination-row" aria-labelledby={nameId}>
      <Avatar picture={platform?.icon} label={platformName ?? name} />
      <div className="destination-main">
        <p id={nameId} className="destination-name">
          <span className="service-text">{name}</span>
          {platformName ? <span className="hint service-text"> · {platformName}</span> : null}
        </p>
        <p className="destination-state">
          {[state, switched].filter(Boolean).join(' · ')}
          {needsReconnect(destination) ? (
            <span className="destination-problem"> {m.list.signInAgain(platformName ?? name)}</span>
          ) : null}
        </p>
      </div>
      {menus ? (
        <MoreMenu label={m.list.more(name)}>
          <Slot
            name="destination-actions"
            projectId={projectId}
            destination={{ id: destination.id, name, platform: destination.platform }}
          />
        </MoreMenu>
      ) : null}
    </li>
  );
}
