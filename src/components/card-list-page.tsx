import { type Key, type ReactNode, useId, useState } from 'react';
import { type Bound, isBound } from '../lib/bindings/bind.ts';
import { Button } from './button.tsx';
import { OperationsLink } from './operations-link.tsx';
import { PageHeader } from './page-header.tsx';
import { PartNote } from './part-note.tsx';
import { ProjectName } from './project-name.tsx';
import { ReadPart } from './read-part.tsx';
import { appMessages } from '../lib/i18n/i18n.ts';
import { useMessages } from '../lib/i18n/message-table.ts';
import type { UseQueryResult } from '@tanstack/react-query';
import './card-list-page.css';

/** What an item's card may do on the page: open the form for the item, say what its action did. */
export interface CardWays {
  edit: () => void;
  said: (done: string) => void;
}

/** What the page's form may do: close, say what it did. */
export interface FormWays {
  close: () => void;
  said: (done: string) => void;
}

/** A card list page's words. */
export interface CardListWords {
  title: string;
  /** The way back's label. */
  back: string;
  /** A line of what the page is. */
  intro: string;
  /** The list's heading. */
  heading: string;
  /** Said where the list has nothing. */
  none: string;
  /** New's label. */
  create: string;
}

/**
 * A page that lists what a project has as cards (transcoding profiles, pull links, the next such list): the page's
 * heading with its way back and the project's name, a line of what it is, a note where the account may only look,
 * then one card with the list's heading, New where it is offered, the items — each drawn by the page — or a line
 * where there are none, what was last done (said once, as a deleted item's card is gone with its own words), and the
 * line saying which of the list's actions a deployment does not describe; New and a card's change open the page's
 * form.
 */
export function CardListPage<Item>({
  words,
  back,
  operationsHref,
  projectId,
  notice,
  create,
  list,
  query,
  keyOf,
  card,
  form,
  actions,
}: {
  words: CardListWords;
  /** Where the way back leads. */
  back: string;
  operationsHref: string;
  /** The project the list is of: its name is drawn under the heading. */
  projectId: number;
  /** Why the page offers no changes, and where to go, where it offers none. */
  notice?: ReactNode;
  /** Whether New is offered (the account may add one, and the operation is described). */
  create: boolean;
  /** The list's operation and its read. */
  list: Bound;
  query: UseQueryResult<readonly Item[]> | UseQueryResult<Item[]>;
  keyOf: (item: Item) => Key;
  card: (item: Item, ways: CardWays) => ReactNode;
  /** The form for a new item (`item` undefined) or for changing one. */
  form: (item: Item | undefined, ways: FormWays) => ReactNode;
  /** The operations of the list's actions, for the line naming those a deployment does not describe. */
  actions: readonly Bound[];
}) {
  const t = useMessages(appMessages);
  const headingId = useId();
  // The form that is open: for a new item, for the item being changed, or none.
  const [editing, setEditing] = useState<{ item: Item | undefined } | null>(null);
  const close = () => setEditing(null);
  // What was last done, said once: a deleted item's card is gone with its own words.
  const [said, setSaid] = useState('');
  return (
    <div className="card-list-page">
      <PageHeader
        back={{ to: back, label: words.back }}
        title={words.title}
        aside={<OperationsLink to={operationsHref} />}
      >
        <p className="card-list-project">
          <ProjectName projectId={projectId} fallback={t.tariff.projectHeading(projectId)} />
        </p>
      </PageHeader>
      <p className="card-list-intro">{words.intro}</p>
      {notice ? (
        <p className="notice" role="note">
          {notice}
        </p>
      ) : null}
      <section className="card card-list" aria-labelledby={headingId}>
        <div className="card-list-head">
          <h2 id={headingId}>{words.heading}</h2>
          {create && isBound(list) ? (
            <Button variant="primary" size="large" onClick={() => setEditing({ item: undefined })}>
              {words.create}
            </Button>
          ) : null}
        </div>
        <ReadPart bound={list} query={query as UseQueryResult<readonly Item[]>}>
          {(items) =>
            items.length === 0 ? (
              <p className="hint">{words.none}</p>
            ) : (
              <ul className="card-list-items">
                {items.map((item) => (
                  <li key={keyOf(item)}>{card(item, { edit: () => setEditing({ item }), said: setSaid })}</li>
                ))}
              </ul>
            )
          }
        </ReadPart>
        <p role="status" className="hint card-list-said">
          {said}
        </p>
        {isBound(list) ? <PartNote part={actions} standsFor="action" /> : null}
      </section>
      {editing ? form(editing.item, { close, said: setSaid }) : null}
    </div>
  );
}
