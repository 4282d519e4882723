import { destinationLabel, destinationList } from '../../lib/operations/channels/destination-list.ts';
import { useWholeList } from '../../lib/bindings/pages.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from '../../components/use-search-params.ts';
import { Avatar } from '../../components/avatar.tsx';
import { BoundPart } from '../../components/bound-part.tsx';
import { Button } from '../../components/button.tsx';
import { OauthButton } from '../../components/oauth-button.tsx';
import { PartNote } from '../../components/part-note.tsx';
import { ReadPart } from '../../components/read-part.tsx';
import type { BoundRoles } from '../../lib/bindings/manifest.ts';
import { useRead } from '../../lib/bindings/read.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { useOwnAccess } from '../../lib/operations/account/own-access.ts';
import { type Platform, platformsRead } from '../../lib/operations/platforms/platform-list.ts';
import type { ServiceDescription } from '../../lib/service-description/description.ts';
import { AddForm } from './add-form.tsx';
import { addPart } from './destination-parts.ts';
import { destinationsMessages } from './destinations-messages.ts';
import { ADD_NAME, type AddWays, CHANNEL_GROUP, addablePlatforms, anyAddDescribed } from './model/add-ways.ts';
import { PlatformChoice } from './platform-choice.tsx';
import { useDestinationsSaid } from './said-store.ts';
import { SwitchOnOffer } from './switch-on-offer.tsx';
import './destinations.css';

type AddRoles = BoundRoles<keyof typeof addPart.bindings>;

/**
 * Adding a destination to a project, on its destinations page and on its Stream page (the `add-destination` slot):
 * the platforms the service lists, searchable (those it says take none left out), then the chosen one's form — its
 * add operation's body, in the page's words — or its Connect through the OAuth start. Once added, the project's
 * lists are read again, so the destination is in the studio with its switch, and the platforms are offered again;
 * the line that says it was added offers to switch it on there.
 */
export function AddDestination({ projectId }: { projectId: number }) {
  return (
    <BoundPart part={addPart}>
      {(bound, description) => <AddFlow bound={bound} description={description} projectId={projectId} />}
    </BoundPart>
  );
}

function AddFlow({
  bound,
  description,
  projectId,
}: {
  bound: AddRoles;
  description: ServiceDescription;
  projectId: number;
}) {
  const m = useMessages(destinationsMessages);
  const access = useOwnAccess(bound.projects, projectId, 'setup');
  const platforms = useRead(platformsRead, bound.platforms, projectId);
  const destinations = useWholeList(destinationList, bound.destinations, projectId);
  // A link may ask for one platform's add (`?add=telegram`: a destination whose platform signs in again by being
  // added again): it opens once the page is drawn, and again whenever a link asks anew.
  const asked = useSearchParams()[0].get('add');
  const [chosen, setChosen] = useState<string | null>(asked);
  const [lastAsked, setLastAsked] = useState(asked);
  if (asked !== lastAsked) {
    setLastAsked(asked);
    if (asked !== null) setChosen(asked);
  }
  const said = useDestinationsSaid((state) => state.byProject[String(projectId)]);
  const say = useDestinationsSaid((state) => state.say);
  // Kept while a platform is open, so Back finds the list as it was left.
  const [search, setSearch] = useState('');
  // Where the focus goes back to: the chosen platform's button, or the search once one is added.
  const [back, setBack] = useState<{ to: string | null } | null>(null);
  const line = useRef<HTMLParagraphElement>(null);
  // The page says why a level that may not change the project is offered nothing.
  if (access.change === 'no') return null;
  return (
    <div className="add-destination">
      {/* What the last addition or removal did, wherever it was made: the next one replaces it. */}
      <div className="add-said">
        {/* Focusable by the page: where the focus goes once the offer beside it is taken. */}
        <p role="status" ref={line} tabIndex={-1}>
          {said?.line ?? ''}
        </p>
        {said?.added ? (
          <SwitchOnOffer
            added={said.added}
            destinations={bound.destinations}
            channelSwitch={bound.channelSwitch}
            projectId={projectId}
            onSwitched={() => line.current?.focus()}
          />
        ) : null}
      </div>
      <ReadPart bound={bound.platforms} query={platforms}>
        {(list) => {
          const { addable, notHere } = addablePlatforms(description, list, bound.oauth);
          const choice = addable.find(({ platform }) => platform.id === chosen);
          if (choice)
            return (
              <PlatformAdd
                key={choice.platform.id}
                platform={choice.platform}
                ways={choice.ways}
                bound={bound}
                projectId={projectId}
                onBack={() => {
                  setChosen(null);
                  setBack({ to: choice.platform.id });
                }}
                onAdded={(name) => {
                  setChosen(null);
                  // Named as every list names it ("Backup · SRT"), else by its platform alone.
                  const platform = choice.platform.title ?? choice.platform.id;
                  const label =
                    name === undefined
                      ? platform
                      : destinationLabel({ id: name, name, platform: choice.platform.id, platformTitle: platform });
                  // The list as it was before this add is still the one kept: what is new in it once read again
                  // is the one just added.
                  const before = destinations.data?.map(({ id }) => id);
                  say(projectId, name === undefined ? m.add.added(platform) : m.add.addedNamed(label), {
                    before,
                    platform: choice.platform.id,
                    platformTitle: platform,
                    name,
                  });
                  setBack({ to: null });
                }}
              />
            );
          return (
            <>
              {anyAddDescribed(description, list) ? null : (
                <PartNote part={{ kind: 'unbound', group: CHANNEL_GROUP, name: ADD_NAME, reason: 'not-described' }} />
              )}
              <PlatformChoice
                addable={addable.map(({ platform }) => platform)}
                notHere={notHere}
                focus={back}
                search={search}
                onSearch={setSearch}
                onChoose={(id) => {
                  say(projectId, '');
                  setChosen(id);
                }}
              />
            </>
          );
        }}
      </ReadPart>
    </div>
  );
}

/** One platform's way in: its form, or its Connect; Back to every platform. */
function PlatformAdd({
  platform,
  ways,
  bound,
  projectId,
  onBack,
  onAdded,
}: {
  platform: Platform;
  ways: AddWays;
  bound: AddRoles;
  projectId: number;
  onBack: () => void;
  onAdded: (name: string | undefined) => void;
}) {
  const m = useMessages(destinationsMessages);
  const title = platform.title ?? platform.id;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // What was chosen is where the reader goes on from.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="platform-add" aria-labelledby={headingId}>
      <div className="platform-add-head">
        <Avatar picture={platform.icon} label={title} />
        <h3 id={headingId} ref={heading} tabIndex={-1}>
          {m.add.heading(title)}
        </h3>
        <Button variant="quiet" onClick={onBack}>
          {m.add.back}
        </Button>
      </div>
      {ways.form ? (
        <AddForm
          binding={ways.form}
          platform={platform}
          connect={ways.connect}
          bound={bound}
          projectId={projectId}
          onAdded={onAdded}
        />
      ) : (
        <>
          <p className="hint">{m.add.connectLead(title)}</p>
          <OauthButton
            start={ways.connect}
            platform={platform.id}
            platformName={title}
            projectId={projectId}
            label={m.add.connect(title)}
          />
        </>
      )}
    </section>
  );
}
