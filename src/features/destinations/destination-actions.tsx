import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { BoundPart } from '../../components/bound-part.tsx';
import { ConfirmWrite } from '../../components/confirm-write.tsx';
import { isBound } from '../../lib/bindings/bind.ts';
import { projectValues } from '../../lib/bindings/call.ts';
import type { BoundRoles } from '../../lib/bindings/manifest.ts';
import { useBoundMutation } from '../../lib/bindings/write.ts';
import type { DestinationViewProps } from '../../lib/operations/channels/destination-list.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { useOwnAccess } from '../../lib/operations/account/own-access.ts';
import { actionsPart } from './destination-parts.ts';
import { destinationsMessages } from './destinations-messages.ts';
import { useDestinationsSaid } from './said-store.ts';
import { buttonClass } from '../../components/button.tsx';

type Props = DestinationViewProps;

/**
 * A destination's Remove, in its ⋯ menu wherever it is listed (this feature's page, and the Stream page, whose route
 * hands it in): "Delete channel", asked first with the destination's name. Nothing where the deployment does not describe it or the account's level
 * in the project may not change it (the page says why).
 */
export function DestinationActions(props: Props) {
  return (
    <BoundPart part={actionsPart} quiet>
      {(bound) => <RemoveDestination bound={bound} {...props} />}
    </BoundPart>
  );
}

function RemoveDestination({
  bound,
  projectId,
  destination,
}: Props & { bound: BoundRoles<keyof typeof actionsPart.bindings> }) {
  const m = useMessages(destinationsMessages);
  const access = useOwnAccess(bound.projects, projectId, 'setup');
  const item = useRef<HTMLButtonElement>(null);
  const say = useDestinationsSaid((state) => state.say);
  const remove = useBoundMutation(bound.remove, {
    values: () => projectValues(projectId, { channel_id: destination.id }),
    confirm: true,
    once: true,
    // Once the question has closed: a modal dialog keeps the focus from anything outside it.
    onSuccess: () => {
      say(projectId, m.remove.done(destination.name));
      requestAnimationFrame(() => focusAfter(item.current));
    },
  });
  if (!isBound(bound.remove) || access.change === 'no') return null;
  return (
    <>
      <button ref={item} type="button" className={buttonClass({ variant: 'quiet' })} onClick={() => remove.run()}>
        {m.remove.action}
      </button>
      {/* Out of the menu, which hides what is in it once it closes. */}
      {createPortal(
        <ConfirmWrite
          write={remove}
          title={m.remove.title(destination.name)}
          confirmLabel={m.remove.confirm}
          cancelLabel={m.remove.cancel}
        >
          <p>{m.remove.body}</p>
        </ConfirmWrite>,
        document.body,
      )}
    </>
  );
}

/**
 * Where the keyboard goes once its row is gone: the next destination's first control, else the one before, else
 * the list's heading — never the top of the page.
 */
function focusAfter(item: HTMLElement | null) {
  const row = item?.closest('li');
  const neighbour = (row?.nextElementSibling ?? row?.previousElementSibling)?.querySelector<HTMLElement>(
    'button, a[href]',
  );
  if (neighbour) return neighbour.focus();
  const heading = row?.closest('section')?.querySelector<HTMLElement>('h2');
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus();
}
