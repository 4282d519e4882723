import { type ComponentType, useId } from 'react';
import { Avatar } from '../../components/avatar.tsx';
import { FirstRows } from '../../components/first-rows.tsx';
import { MoreMenu } from '../../components/more-menu.tsx';
import { ReadPart } from '../../components/read-part.tsx';
import { InsertedView } from '../../components/inserted-view.tsx';
import { useWholeList } from '../../lib/bindings/pages.ts';
import { useRead } from '../../lib/bindings/read.ts';
import {
  type Destination,
  type DestinationViewProps,
  describedStatuses,
  destinationList,
} from '../../lib/operations/channels/destination-list.ts';
import { type Platform, oauthStartOf, platformsRead } from '../../lib/operations/platforms/platform-list.ts';
import {
  type DestinationState,
  addAgainHref,
  destinationState,
  destinationStateMessages,
} from '../../lib/operations/channels/destination-state.ts';
import { ButtonLink } from '../../components/button.tsx';
import type { Binding } from '../../lib/bindings/bind.ts';
import { OauthButton } from '../../components/oauth-button.tsx';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { DestinationActions } from './destination-actions.tsx';
import { destinationsMessages } from './destinations-messages.ts';
import type { DestinationsProps } from './destinations-props.ts';

/**
 * The project's destinations, each with its platform's icon and name, its own name, its one state in words with its
 * reason (and its platform's Connect where it wants its sign-in again), and its ⋯ menu of what the dashboard offers.
 */
export function DestinationList({
  bound,
  projectId,
  readOnly,
  actions = [],
}: {
  bound: DestinationsProps['bound'];
  projectId: number;
  /** The account's level may not change the project: nothing is offered (the page says why). */
  readOnly: boolean;
  /** Other features' actions for a destination, in its ⋯ menu before Remove. */
  actions?: readonly ComponentType<DestinationViewProps>[] | undefined;
}) {
  const m = useMessages(destinationsMessages);
  const titleId = useId();
  const list = useWholeList(destinationList, bound.destinations, projectId);
  const platforms = useRead(platformsRead, bound.platforms, projectId);
  const described = describedStatuses(bound.destinations);
  const menus = !readOnly;
  const stateWords = useMessages(destinationStateMessages);
  return (
    <section className="card" aria-labelledby={titleId}>
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
                      state={(platformName) =>
                        destinationState(
                          destination,
                          {
                            described,
                            // The project is live where any of its destinations is on air.
                            projectLive: destinations.some((one) => one.live === true),
                            platform: platformName,
                            connect:
                              destination.platform !== undefined &&
                              oauthStartOf(bound.oauth, destination.platform) !== undefined,
                          },
                          stateWords,
                        )
                      }
                      connect={
                        readOnly || destination.platform === undefined
                          ? undefined
                          : oauthStartOf(bound.oauth, destination.platform)
                      }
                      readOnly={readOnly}
                      menus={menus}
                      actions={actions}
                      projectId={projectId}
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
  state: stateOf,
  connect,
  readOnly,
  menus,
  actions,
  projectId,
}: {
  destination: Destination;
  platform: Platform | undefined;
  state: (platformName: string) => DestinationState;
  /** Its platform's Connect, where the service offers one for it. */
  connect: Binding | undefined;
  readOnly: boolean;
  menus: boolean;
  actions: readonly ComponentType<DestinationViewProps>[];
  projectId: number;
}) {
  const m = useMessages(destinationsMessages);
  const nameId = useId();
  const name = destination.name || m.list.unnamed(destination.id);
  const platformName = platform?.title ?? destination.platformTitle ?? destination.platform;
  const named = { id: destination.id, name, platform: destination.platform };
  const state = stateOf(platformName ?? name);
  const stateWords = useMessages(destinationStateMessages);
  return (
    <li className="destination-row" aria-labelledby={nameId}>
      <Avatar picture={platform?.icon} label={platformName ?? name} />
      <div className="destination-main">
        <p id={nameId} className="destination-name">
          <span className="service-text">{name}</span>
          {platformName ? <span className="hint service-text"> · {platformName}</span> : null}
        </p>
        <p className="destination-state">
          {state.state}
          {state.reason ? <span className={state.action ? 'destination-problem' : 'hint'}> {state.reason}</span> : null}
        </p>
        {state.action === 'signIn' && connect && destination.platform ? (
          <OauthButton
            start={connect}
            platform={destination.platform}
            platformName={platformName}
            channelId={destination.id}
            projectId={projectId}
            label={m.list.signIn(platformName ?? name)}
          />
        ) : state.action === 'addAgain' && !readOnly && destination.platform ? (
          <ButtonLink to={addAgainHref(projectId, destination.platform)}>
            {stateWords.actions.addAgain(platformName ?? name)}
          </ButtonLink>
        ) : null}
      </div>
      {menus ? (
        <MoreMenu label={m.list.more(name)}>
          {actions.map((view, index) => (
            <InsertedView key={index} view={view} props={{ projectId, destination: named }} />
          ))}
          <DestinationActions projectId={projectId} destination={named} />
        </MoreMenu>
      ) : null}
    </li>
  );
}
