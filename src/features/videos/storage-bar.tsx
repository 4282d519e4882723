import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { ReadPart } from '../../components/read-part.tsx';
import { pageHref } from '../../config/route-map.ts';
import type { Bound } from '../../lib/bindings/bind.ts';
import { formatShortDate } from '../../lib/i18n/format.ts';
import { formatByteSize } from '../../lib/i18n/format-size.ts';
import { useLanguage, useMessages } from '../../lib/i18n/message-table.ts';
import { type StorageUse, freeOf } from '../../lib/operations/video/video-answers.ts';
import { videosMessages } from './videos-messages.ts';

/** From this share used, the bar and its words stand out: an upload may soon not fit. */
const NEARLY_FULL = 0.9;

/**
 * The project's storage as a bar — used of allowed, a meter with its words beside it for everyone — what is free,
 * when old videos are removed where the service says, and the way to a larger storage plan.
 */
export function StorageBar({
  projectId,
  bound,
  storage,
}: {
  projectId: number;
  bound: Bound;
  storage: Pick<UseQueryResult<StorageUse>, 'data' | 'isPending' | 'isError' | 'error' | 'isFetching' | 'refetch'>;
}) {
  const m = useMessages(videosMessages);
  const titleId = useId();
  return (
    <section className="panel videos-card videos-storage" aria-labelledby={titleId}>
      <div className="videos-storage-head">
        <h2 id={titleId}>{m.storage.title}</h2>
        <Link to={pageHref('storage', projectId)}>{m.storage.plan}</Link>
      </div>
      <ReadPart bound={bound} query={storage}>
        {(use) => <Meter use={use} />}
      </ReadPart>
    </section>
  );
}

function Meter({ use }: { use: StorageUse }) {
  const m = useMessages(videosMessages);
  const language = useLanguage();
  const size = (bytes: number) => formatByteSize(bytes, language);
  const free = freeOf(use);
  const share = use.limit > 0 ? Math.min(1, use.used / use.limit) : use.used > 0 ? 1 : 0;
  const used = m.storage.used(size(use.used), size(use.limit));
  const full = share >= NEARLY_FULL;
  return (
    <>
      <p className="videos-storage-figures">
        <span>{used}</span>
        <span className={full ? 'videos-storage-free videos-warn' : 'videos-storage-free'}>
          {free === 0 ? m.storage.full : m.storage.free(size(free))}
        </span>
      </p>
      <div
        className={full ? 'videos-meter videos-meter-full' : 'videos-meter'}
        role="meter"
        aria-label={m.storage.meter}
        aria-valuemin={0}
        aria-valuemax={use.limit}
        aria-valuenow={Math.min(use.used, use.limit)}
        aria-valuetext={used}
      >
        <span className="videos-meter-fill" style={{ inlineSize: `${(share * 100).toFixed(2)}%` }} />
      </div>
      {use.removingAt ? (
        <p className="hint videos-storage-note">{m.storage.removing(formatShortDate(use.removingAt, language))}</p>
      ) : null}
    </>
  );
}
