// Which operations read and which change something. A method other than GET and HEAD changes something; so does a
// GET whose name says it does — services of this kind disconnect a chat, apply a promo code or finish a social
// sign-in with a GET ("Telegram: Disconnect chat", "Apply code", "CallBack for connect social"). An operation page
// sends a read at once on Run, and asks first for anything else, so a link that fills a form is one click from a
// read, never from an effect.
//
// A name is read as words (secret.ts's `wordParts`, so `disconnectTelegram` and `CallBack` are words too). Its first
// word decides when it is a verb: "Get code for auth" and "Check tariff before buy" read, "Set all as read"
// changes. A name that does not start with a verb ("Disconnected social account", "Code exchange", "Auth token for
// project") changes something when any of its words says so.

import { readingsOf } from './match.ts';
import { wordParts } from './secret.ts';

/** First words of names that only read. */
const READ_VERBS = new Set([
  'get',
  'gets',
  'list',
  'lists',
  'search',
  'find',
  'check',
  'checks',
  'load',
  'view',
  'show',
  'fetch',
  'read',
  'count',
  'export',
  'download',
  'select',
  'lookup',
  'query',
  'retrieve',
  'preview',
  'describe',
]);

/**
 * Words that say an operation changes something. "connected" is not one: "Connected social account" names what is
 * connected; "disconnected" is, since nothing lists what is no longer there.
 */
const EFFECT_WORDS = new Set([
  'accept',
  'activate',
  'add',
  'apply',
  'approve',
  'assign',
  'attach',
  'auth',
  'authenticate',
  'authorize',
  'ban',
  'bind',
  'block',
  'buy',
  'callback',
  'cancel',
  'change',
  'claim',
  'clear',
  'close',
  'confirm',
  'connect',
  'create',
  'deactivate',
  'decline',
  'delete',
  'deposit',
  'detach',
  'disable',
  'disconnect',
  'disconnected',
  'edit',
  'enable',
  'exchange',
  'execute',
  'follow',
  'generate',
  'grant',
  'import',
  'invite',
  'join',
  'kick',
  'launch',
  'leave',
  'login',
  'logout',
  'mark',
  'move',
  'mute',
  'oauth',
  'publish',
  'purchase',
  'purge',
  'redeem',
  'refresh',
  'refund',
  'regenerate',
  'register',
  'reject',
  'remove',
  'rename',
  'renew',
  'replace',
  'reset',
  'restart',
  'restore',
  'revoke',
  'run',
  'save',
  'send',
  'set',
  'signin',
  'signout',
  'signup',
  'start',
  'stop',
  'subscribe',
  'toggle',
  'transfer',
  'trigger',
  'unassign',
  'unban',
  'unbind',
  'unblock',
  'unfollow',
  'unlink',
  'unmute',
  'unsubscribe',
  'update',
  'upload',
  'verify',
  'vote',
  'withdraw',
  'write',
]);

/** The words a name's verb is in: after a "Telegram:" prefix, after a NestJS operationId's `…Controller_`. */
function phraseWords(name: string): string[] {
  const colon = name.indexOf(':');
  const words = wordParts(colon === -1 ? name : name.slice(colon + 1));
  const controller = words.lastIndexOf('controller');
  return controller === -1 ? words : words.slice(controller + 1);
}

function saysEffect(words: readonly string[]): boolean {
  // Two words run apart by their case or a hyphen are one too: `CallBack`, `log-out`, `sign_in`.
  return words.some(
    (word, index) => EFFECT_WORDS.has(word) || (index + 1 < words.length && EFFECT_WORDS.has(word + words[index + 1]!)),
  );
}

/** One name (no alternatives): read when its first word is a reading verb, or no word of it says it changes anything. */
function oneNameReads(name: string): boolean {
  const words = phraseWords(name);
  if (words.length === 0) return true;
  if (READ_VERBS.has(words[0]!)) return true;
  return !saysEffect(words);
}

/**
 * Whether an operation's name reads as a read. A name with alternatives ("Get/Set user notify settings") reads only
 * when every operation it names does.
 */
export function nameReads(name: string): boolean {
  return (readingsOf(name)[0] ?? [name]).every(oneNameReads);
}

/** The last segment of a path that is not a placeholder: what a path without a summary says it does. */
function pathAction(path: string): string {
  const segments = path.split('/').filter((segment) => segment !== '' && !segment.startsWith('{'));
  return segments.at(-1) ?? '';
}

export interface NamedOperation {
  method: string;
  path: string;
  summary?: string | undefined;
  operationId?: string | undefined;
}

/**
 * Whether an operation only reads, so Run sends it at once: a GET or HEAD that none of its names — the interface
 * document's name for it, its summary, its operationId, its path's last word — says changes something.
 */
export function isReadOperation(operation: NamedOperation, documentName?: string): boolean {
  if (operation.method !== 'GET' && operation.method !== 'HEAD') return false;
  const names = [documentName, operation.summary, operation.operationId, pathAction(operation.path)];
  return names.every((name) => name === undefined || nameReads(name));
}
