import { useCallback } from 'react';
import { ActionLink } from '../../components/action-link.tsx';
import { OnceButton } from '../../components/once-button.tsx';
import { describeError } from '../../components/error-panel.tsx';
import { ServiceSaid } from '../../components/service-said.tsx';
import { BoundPart } from '../../components/bound-part.tsx';
import type { Bound } from '../../lib/bindings/bind.ts';
import { definePart } from '../../lib/bindings/manifest.ts';
import { useBoundMutation } from '../../lib/bindings/write.ts';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { usePageVisible } from '../../lib/use-page-visible.ts';
import { projectValues } from '../../lib/bindings/call.ts';
import './screen-notice.css';
import { useRead } from '../../lib/bindings/read.ts';
import { screenNoticeRead } from '../../lib/operations/notifications/notify-reads.ts';
import { noticeMessages } from './screen-notice-messages.ts';

// The service's notice for the project while it is live ("Get user screen notify": a bitrate too high, a codec it
// cannot take), with its level, a bar at the foot of the screen (screen-notice.css), and dismissed through the service
// ("Remove user screen notify").

/** While live and shown, the notice is read this often: the service raises one mid-stream. */
const NOTICE_INTERVAL_MS = 30_000;

const screenNoticePart = definePart({
  group: 'NotifyUser',
  bindings: {
    notice: screenNoticeRead.binding,
    dismiss: { name: 'Remove user screen notify', fills: ['project_id'] },
  },
});

/** Drawn on the Stream page, in the place its page keeps for it (the app gives it there), only while live. */
export function ScreenNotice({ projectId, live }: { projectId: number; live: boolean }) {
  return (
    <BoundPart part={screenNoticePart} needs={['notice']} quiet>
      {(bound) => <Notice projectId={projectId} live={live} notice={bound.notice} dismiss={bound.dismiss} />}
    </BoundPart>
  );
}

function Notice({
  projectId,
  live,
  notice,
  dismiss,
}: {
  projectId: number;
  live: boolean;
  notice: Bound;
  dismiss: Bound;
}) {
  const m = useMessages(noticeMessages);
  const t = useMessages(appMessages);
  const visible = usePageVisible();
  const read = useRead(screenNoticeRead, notice, projectId, {
    enabled: live && visible,
    refetchInterval: NOTICE_INTERVAL_MS,
    refetchIntervalInBackground: false,
    quiet: true,
  });
  // Pressing Dismiss is the ask, taken once while the service removes it.
  const remove = useBoundMutation(dismiss, { values: () => projectValues(projectId), confirm: false, once: true });
  const shown = live ? read.data : undefined;
  const room = useRoomAtFoot();
  if (!shown) return null;
  const wide = wideScreen();
  const urgent = shown.level === 'warning' || shown.level === 'error';
  return (
    <section
      ref={room}
      className={`screen-notice screen-notice-${shown.level}`}
      role={urgent ? 'alert' : 'status'}
      aria-label={m.levels[shown.level]}
    >
      <p className="screen-notice-title">
        <span className="badge">{m.levels[shown.level]}</span> {shown.title}
      </p>
      {shown.text && wide ? <p className="screen-notice-text">{shown.text}</p> : null}
      <div className="screen-notice-actions">
        {shown.actions.map((action) =>
          action.href ? (
            <ActionLink key={action.name + action.href} href={action.href}>
              {action.label}
            </ActionLink>
          ) : null,
        )}
        {remove.binding ? (
          <OnceButton onClick={() => remove.run()} inFlight={remove.inFlight}>
            {m.dismiss}
          </OnceButton>
        ) : null}
      </div>
      {shown.text && !wide ? (
        <details className="screen-notice-details">
          <summary>{m.details}</summary>
          <p>{shown.text}</p>
        </details>
      ) : null}
      {remove.isError ? (
        <div role="alert">
          <p className="form-error">
            {m.dismissFailed} {describeError(remove.error, t)}
          </p>
          <ServiceSaid error={remove.error} />
        </div>
      ) : null}
    </section>
  );
}

/**
 * On a narrower screen the bar says what is wrong and what to do in a few lines, and the service's explanation waits
 * behind Details: written out, it covered much of a phone's screen for as long as the stream was live. A wide screen
 * has the room for it, between the title and the actions.
 */
const wideScreen = () => typeof matchMedia !== 'undefined' && matchMedia('(min-width: 64rem)').matches;

/**
 * The bar sticks to the foot of the screen: what the keyboard's focus moves to (or a find in page) is scrolled into
 * view above it, not under it, by the page's scroll padding at its foot, its height while it is shown.
 */
function useRoomAtFoot() {
  return useCallback((bar: HTMLElement | null) => {
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingBottom = `${bar.offsetHeight + parseFloat(getComputedStyle(bar).bottom || '0')}px`;
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = '';
    };
  }, []);
}
