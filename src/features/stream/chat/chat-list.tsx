import { memo } from 'react';
import type { ChatMessage } from '../../../lib/operations/chat/chat-answers.ts';
import { LONGEST_BLOCK, MAX_SHOWN } from './chat-history.ts';
import { ChatMessageItem, type MessageContext } from './chat-message.tsx';

// The log's messages, one list drawn in blocks of about 25: a message that arrives redraws the block it joins, never
// the list, so its cost does not grow with the chat; the oldest go a whole block at a time. A block ends after a
// message whose ID hashes to a multiple of 25 — where it ends depends on its messages alone, so messages coming at
// the bottom and blocks going at the top leave every other block as it was. The blocks of the newest messages are
// always laid out; the older ones only as they come near the log's view (`data-far`, chat.css): the browser then
// watches a block, not each message.

/** About how many messages a block holds; at most four times that (a service whose IDs rarely end one). */
const BLOCK = LONGEST_BLOCK / 4;
/** The newest messages always laid out: more than the log shows at once, on its own screen too. */
const NEAR = 25;

const ends = new WeakMap<ChatMessage, boolean>();

/** Whether a block ends after the message: its ID's FNV-1a hash is a multiple of BLOCK. */
function endsBlock(message: ChatMessage): boolean {
  let end = ends.get(message);
  if (end === undefined) {
    let hash = 0x811c9dc5;
    for (let index = 0; index < message.id.length; index += 1)
      hash = Math.imul(hash ^ message.id.charCodeAt(index), 0x01000193);
    end = (hash >>> 0) % BLOCK === 0;
    ends.set(message, end);
  }
  return end;
}

export interface Block {
  /** Its first message's ID: the same while the block is on screen (it grows at its end, and goes whole). */
  key: string;
  messages: ChatMessage[];
  /** Laid out only as it comes near the log's view. */
  far: boolean;
}

/** The messages (oldest first) in blocks: the newest whole blocks that make at most MAX_SHOWN. */
export function shownBlocks(messages: readonly ChatMessage[]): Block[] {
  const blocks: Block[] = [];
  let current: Block | undefined;
  for (const message of messages) {
    if (!current) {
      current = { key: message.id, messages: [], far: false };
      blocks.push(current);
    }
    current.messages.push(message);
    if (endsBlock(message) || current.messages.length === LONGEST_BLOCK) current = undefined;
  }
  let shown = 0;
  let first = blocks.length;
  while (first > 0 && shown + blocks[first - 1]!.messages.length <= MAX_SHOWN) {
    first -= 1;
    const block = blocks[first]!;
    block.far = shown >= NEAR;
    shown += block.messages.length;
  }
  return blocks.slice(first);
}

/** A message's room while its block is not laid out, until the block has been once (chat.css). */
const MESSAGE_REM = 4;

const ChatBlock = memo(
  function ChatBlock({ block, context }: { block: Block; context: MessageContext }) {
    const { messages, far } = block;
    return (
      <div
        className="chat-block"
        data-far={far ? '' : undefined}
        style={far ? { containIntrinsicBlockSize: `auto ${messages.length * MESSAGE_REM}rem` } : undefined}
      >
        {messages.map((message) => (
          <ChatMessageItem key={message.id} message={message} context={context} />
        ))}
      </div>
    );
  },
  (before, after) =>
    before.context === after.context &&
    before.block.far === after.block.far &&
    before.block.messages.length === after.block.messages.length &&
    before.block.messages.every((message, index) => message === after.block.messages[index]),
);

/** The messages, oldest first: one list (its blocks are no part of what a screen reader hears). */
export function ChatList({ blocks, context }: { blocks: readonly Block[]; context: MessageContext }) {
  return (
    <div className="chat-messages" role="list">
      {blocks.map((block) => (
        <ChatBlock key={block.key} block={block} context={context} />
      ))}
    </div>
  );
}
