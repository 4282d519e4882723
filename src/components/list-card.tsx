import { type ReactNode, useId } from 'react';
import type { AskedWrite } from '../lib/bindings/write.ts';
import { Button } from './button.tsx';
import { ConfirmWrite } from './confirm-write.tsx';
import { LargeButtons } from './large-buttons.tsx';
import { OnceButton } from './once-button.tsx';
import './card-list-page.css';

/** A short word beside a card's name (a state, a kind), in a tone that says whether it is good, bad or a label. */
export type CardBadge = { text: string; tone?: 'ok' | 'danger' | 'label' };

/** One of a card's actions: its button, and the question it asks first where it changes what is live or deletes. */
export type CardAction = {
  label: string;
  run: () => void;
  variant?: 'danger';
  /** Sent once: while it is on its way, a press sends nothing more. */
  inFlight?: boolean;
  /** The write that asks first, and its question (its title, what it names, the confirming button's label). */
  ask?: { write: AskedWrite; title: string; body: ReactNode; confirm?: string };
};

/**
 * One item of a card list: its name as the card's heading, its badges beside it, what the page draws of it, then its
 * actions in a row a thumb works in, each asking first where it says so, and what they answer. The card is named by
 * its heading for assistive technology.
 */
export function ListCard({
  name,
  badges = [],
  actions = [],
  cancelLabel,
  after,
  children,
}: {
  name: string;
  badges?: readonly CardBadge[];
  /** The actions offered, in order; nothing is drawn where there are none. */
  actions?: readonly CardAction[];
  /** Cancel's label in the questions the actions ask. */
  cancelLabel: string;
  /** What follows the actions: what an action answered. */
  after?: ReactNode;
  children?: ReactNode;
}) {
  const nameId = useId();
  return (
    <article className="list-card" aria-labelledby={nameId}>
      <div className="list-card-head">
        <h3 id={nameId} className="service-text">
          {name}
        </h3>
        {badges.map((badge) => (
          <span
            key={badge.text}
            className={badge.tone ? `list-card-badge list-card-badge-${badge.tone}` : 'list-card-badge'}
          >
            {badge.text}
          </span>
        ))}
      </div>
      {children}
      {actions.length ? (
        <div className="actions list-card-actions">
          <LargeButtons>
            {/* By place: a label changes while its action is on its way, and the button keeps the focus. */}
            {actions.map((action, index) =>
              action.inFlight === undefined ? (
                <Button key={index} variant={action.variant} onClick={action.run}>
                  {action.label}
                </Button>
              ) : (
                <OnceButton key={index} variant={action.variant} inFlight={action.inFlight} onClick={action.run}>
                  {action.label}
                </OnceButton>
              ),
            )}
          </LargeButtons>
        </div>
      ) : null}
      {after}
      {actions.map(({ label, ask }, index) =>
        ask ? (
          <ConfirmWrite
            key={index}
            write={ask.write}
            title={ask.title}
            confirmLabel={ask.confirm ?? label}
            cancelLabel={cancelLabel}
          >
            {ask.body}
          </ConfirmWrite>
        ) : null,
      )}
    </article>
  );
}
