import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { RefusalSaid } from '../../../components/page-error.tsx';
import { InvalidResponseError } from '../../../lib/api/errors.ts';
import type { Binding } from '../../../lib/bindings/bind.ts';
import type { NamedValues } from '../../../lib/bindings/call.ts';
import { useBoundMutation } from '../../../lib/bindings/write.ts';
import { type ChatMessage, type ChatRestream, readChatMessage } from '../../../lib/operations/chat/chat-answers.ts';
import {
  REAL_KIND_LIMITS,
  type TextLimits,
  type TextProblem,
  characters,
  platformList,
  platformName,
  textProblem,
} from './chat-model.ts';
import { DeliveryList, type MessageContext } from './chat-message.tsx';

/** The message's length limits as the send's body describes its `text`, else the real kind's. */
export function limitsOf(send: Binding): TextLimits {
  const body = send.details.body;
  const schema = body?.kind === 'json' ? body.schema.properties.find((one) => one.name === 'text')?.schema : undefined;
  const positive = (value: number | undefined) =>
    value !== undefined && Number.isSafeInteger(value) && value > 0 ? value : undefined;
  return {
    min: positive(schema?.minLength) ?? REAL_KIND_LIMITS.min,
    max: positive(schema?.maxLength) ?? REAL_KIND_LIMITS.max,
  };
}

/** The sender's own ID of a message: the same one sent again (a retry) is answered as sent, not sent twice. */
const newId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

interface SendVars {
  id: string;
  text: string;
  restreams: readonly number[];
}

/**
 * The message to every platform whose chat can be written: checked for length before it is sent, sent with Enter
 * (Shift+Enter for a new line), and each platform's answer shown — sent, or not with the service's words. What was
 * typed is kept until the service takes it.
 */
export function ChatSend({
  send,
  values,
  to,
  notTo,
  context,
  onSent,
}: {
  send: Binding;
  /** The chat's key and broadcast: where the message goes. */
  values: NamedValues;
  to: readonly ChatRestream[];
  notTo: readonly ChatRestream[];
  context: MessageContext;
  onSent: (message: ChatMessage) => void;
}) {
  const { m, language, restreams, platforms } = context;
  const limits = limitsOf(send);
  const [draft, setDraft] = useState('');
  const [id, setId] = useState(newId);
  const [problem, setProblem] = useState<TextProblem>();
  const field = useRef<HTMLTextAreaElement>(null);
  const ids = { label: useId(), field: useId(), keys: useId(), count: useId(), problem: useId() };
  const write = useBoundMutation(send, {
    values: ({ id: messageId, text, restreams: targets }: SendVars) => ({
      ...values,
      id: messageId,
      text,
      restreams: targets.join(','),
    }),
    parse: (body) => {
      const message = readChatMessage(body);
      if (!message) throw new InvalidResponseError('event_id', 'not a message');
      return message;
    },
    onSuccess: (message) => {
      setDraft('');
      setId(newId());
      onSent(message);
    },
  });
  const names = (list: readonly ChatRestream[]) =>
    platformList(
      list.map((restream) => platformName(restream, restreams, platforms) ?? m.unnamedPlatform),
      language,
    );
  const count = characters(draft.trim());

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (write.isPending) return;
    const found = textProblem(draft, limits);
    setProblem(found);
    if (found) {
      field.current?.focus();
      return;
    }
    write.run({ id, text: draft.trim(), restreams: to.map((restream) => restream.restreamId) });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // A character still being composed (Chinese, Japanese input) is not a message yet.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form className="chat-send" aria-labelledby={ids.label} onSubmit={submit} noValidate>
      <label htmlFor={ids.field} id={ids.label} className="chat-send-label">
        {m.messageLabel}
      </label>
      <p className="hint chat-targets">
        {m.goesTo(names(to))}
        {notTo.length ? ` ${m.notTo(names(notTo))}` : null}
      </p>
      <div className="chat-send-row">
        <textarea
          ref={field}
          id={ids.field}
          rows={2}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            if (problem) setProblem(undefined);
          }}
          onKeyDown={onKeyDown}
          aria-describedby={`${ids.keys} ${ids.count}${problem ? ` ${ids.problem}` : ''}`}
          aria-invalid={problem ? true : undefined}
        />
        <Button type="submit" variant="primary" size="large" busy={write.isPending}>
          {m.send}
        </Button>
      </div>
      <p className="hint chat-send-hints">
        <span id={ids.keys}>{m.keys}</span>{' '}
        <span id={ids.count} data-over={count > limits.max}>
          {m.count(count, limits.max)}
        </span>
      </p>
      {problem ? (
        <p id={ids.problem} className="form-error" role="alert">
          {problem.kind === 'empty'
            ? m.writeFirst
            : problem.kind === 'too-short'
              ? m.tooShort(problem.min)
              : m.tooLong(limits.max, problem.over)}
        </p>
      ) : null}
      <div className="chat-results" role="status">
        {write.isSuccess ? (
          <>
            <p className="chat-results-title">{m.results}</p>
            <DeliveryList deliveries={write.data.deliveries} context={context} />
          </>
        ) : null}
      </div>
      {write.isError ? (
        <div className="chat-send-error" role="alert">
          <RefusalSaid error={write.error} />
        </div>
      ) : null}
    </form>
  );
}
