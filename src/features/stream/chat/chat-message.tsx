import { memo } from 'react';
import { Button } from '../../../components/button.tsx';
import type { Language } from '../../../lib/i18n/languages.ts';
import type { ChatMessage, ChatRestream, Delivery } from '../../../lib/operations/chat/chat-answers.ts';
import type { ChatMessages } from './chat-messages.ts';
import { type Platforms, platformName } from './chat-model.ts';
import { ChatText } from './chat-text.tsx';
import { chatTime } from './chat-time.ts';

export interface MessageContext {
  restreams: readonly ChatRestream[];
  platforms: Platforms;
  language: Language;
  m: ChatMessages;
  /** Offered where the service describes removing a message. */
  onRemove: ((message: ChatMessage, button: HTMLElement) => void) | undefined;
}

/** Where a message went, each platform by its name: sent, or not with the service's words. */
export function DeliveryList({ deliveries, context }: { deliveries: readonly Delivery[]; context: MessageContext }) {
  const { restreams, platforms, m } = context;
  return (
    <ul className="chat-deliveries">
      {deliveries.map((delivery, index) => {
        const name = platformName(delivery, restreams, platforms) ?? m.unnamedPlatform;
        return (
          <li key={`${delivery.restreamId ?? ''}:${index}`} data-sent={delivery.sent}>
            <span aria-hidden="true">{delivery.sent ? '✓ ' : '✗ '}</span>
            {delivery.sent ? m.deliveredTo(name) : m.refusedBy(name)}
            {delivery.sent ? null : (
              <>
                {' — '}
                <span className="service-text">{delivery.error ?? m.noReason}</span>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** One message: its platform (a viewer's) or where it went (one sent from here), its author, time and text. */
export const ChatMessageItem = memo(function ChatMessageItem({
  message,
  context,
}: {
  message: ChatMessage;
  context: MessageContext;
}) {
  const { restreams, platforms, language, m, onRemove } = context;
  const from = message.outgoing ? undefined : message.deliveries[0];
  const platform = from ? platformName(from, restreams, platforms) : undefined;
  const time = message.at === undefined ? undefined : chatTime(message.at, language);
  return (
    // An item of the log's list (chat-list.tsx), in a block of its own.
    <div role="listitem" className="chat-message" data-outgoing={message.outgoing}>
      <div className="chat-body">
        <p className="chat-meta">
          {platform === undefined ? null : <span className="chat-platform">{platform}</span>}
          {message.author === undefined ? null : <span className="chat-author">{message.author}</span>}
          {message.outgoing ? <span className="chat-own">{m.sentByYou}</span> : null}
          {time === undefined ? null : (
            <time dateTime={message.at} title={time.full}>
              {time.short}
            </time>
          )}
        </p>
        <p className="chat-text">
          <ChatText text={message.text} />
        </p>
        {message.outgoing && message.deliveries.length ? (
          <DeliveryList deliveries={message.deliveries} context={context} />
        ) : null}
      </div>
      {onRemove ? (
        <Button
          variant="quiet"
          className="chat-remove"
          aria-label={m.removeLabel(message.author ?? platform ?? m.unnamedPlatform)}
          onClick={(event) => onRemove(message, event.currentTarget)}
        >
          {m.remove}
        </Button>
      ) : null}
    </div>
  );
});
