// Which operations read and which change something. A method other than GET and HEAD changes something, and a GET
// is sent at once only when its name says it reads: services of this kind disconnect a chat, apply a promo code or
// rotate a stream key with a GET, and a name the dashboard cannot read as a read is asked about first. An operation
// page sends a read at once on Run, and asks first for anything else, so a link that fills a form is one click from
// a read, never from an effect.
//
// A name is read as words (secret.ts's `wordParts`, so `disconnectTelegram` and `CallBack` are words too). Its verb
// is its first word — after a "Telegram:" prefix, and after a NestJS operationId's controller prefix
// (`ProjectChannelInvite_get_for_secretV1`, `ChannelSettingsController_disconnectTelegram`). A name reads when that
// verb is one of the reading verbs below ("Get code for auth", "Check tariff before buy"); a name that is not a
// sentence reads when it names a thing that is read ("Project channel list", "Bitrate for stream") and no word of it
// says it changes something ("Disconnected social account"). Anything else asks first: the allow-list decides what is
// sent at once, the effect words can only make a name ask.

import { readingsOf } from './match.ts';
import { wordParts } from './secret.ts';

/**
 * Verbs of names that only read. Not "read": in this service's words a notification is set to read ("Set all as
 * read", "Get unread status"), so an operationId that starts with it (`readAll`, `readOne`) marks something read.
 */
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
 * What a name that is not a sentence names, when that is read: the last word before a preposition ("Total info",
 * "State of rtmp servers", "Optional settings per platform").
 */
const READ_NOUNS = new Set([
  'list',
  'lists',
  'info',
  'information',
  'status',
  'state',
  'data',
  'details',
  'settings',
  'history',
  'graph',
  'chart',
  'version',
  'credentials',
  'stats',
  'statistics',
  'metrics',
  'viewers',
  'events',
  'bitrate',
  'platforms',
  'servers',
  'locations',
  'account',
  'accounts',
]);

/** Words after which a name's head noun has ended: "Bitrate for stream", "State of rtmp servers". */
const PREPOSITIONS = new Set(['for', 'of', 'in', 'per', 'by', 'from', 'to', 'with', 'on', 'at', 'using', 'before']);

/**
 * Words that say an operation changes something: they make a name ask even when its head is a thing that is read
 * ("Set user notify settings", "Drop list"). "connected" is not one: "Connected social account" names what is
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
  'destroy',
  'detach',
  'disable',
  'disconnect',
  'disconnected',
  'drop',
  'edit',
  'enable',
  'erase',
  'exchange',
  'execute',
  'flush',
  'follow',
  'generate',
  'grant',
  'import',
  'invite',
  'join',
  'kick',
  'kill',
  'launch',
  'leave',
  'login',
  'logout',
  'mark',
  'move',
  'mute',
  'oauth',
  'pay',
  'publish',
  'purchase',
  'purge',
  'reboot',
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
  'rotate',
  'run',
  'save',
  'send',
  'set',
  'shutdown',
  'signin',
  'signout',
  'signup',
  'start',
  'stop',
  'subscribe',
  'terminate',
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
  'wipe',
  'withdraw',
  'write',
]);

/** A NestJS operationId's controller prefix: `ProjectChannelInvite_` of `ProjectChannelInvite_get_for_secretV1`. */
const CONTROLLER_PREFIX = /^[A-Z][A-Za-z0-9]*_(?=[A-Za-z])/;

/**
 * The words a name's verb is in: after a "Telegram:" prefix, after a NestJS operationId's `Controller_` (or a
 * `…Controller` word), up to a parenthesis or a comma ("Connect channel, long polling").
 */
function phraseWords(name: string): string[] {
  const colon = name.indexOf(':');
  let phrase = (colon === -1 ? name : name.slice(colon + 1)).trim().replace(CONTROLLER_PREFIX, '');
  const cut = phrase.search(/[(,]/);
  if (cut > 0) phrase = phrase.slice(0, cut);
  const words = wordParts(phrase);
  const controller = words.lastIndexOf('controller');
  return controller === -1 ? words : words.slice(controller + 1);
}

function saysEffect(words: readonly string[]): boolean {
  // Two words run apart by their case or a hyphen are one too: `CallBack`, `log-out`, `sign_in`.
  return words.some(
    (word, index) => EFFECT_WORDS.has(word) || (index + 1 < words.length && EFFECT_WORDS.has(word + words[index + 1]!)),
  );
}

/** The word a name that is not a sentence names: the last one before its first preposition. */
function headNoun(words: readonly string[]): string | undefined {
  const preposition = words.findIndex((word, index) => index > 0 && PREPOSITIONS.has(word));
  return preposition === -1 ? words.at(-1) : words[preposition - 1];
}

/**
 * One name (no alternatives) reads when its verb is a reading verb, or when it names a thing that is read and none
 * of its words says it changes something. Everything else — a verb not known to read ("Kill stream", "Rotate stream
 * key"), a name of something else ("Auth token for project") — asks first.
 */
function oneNameReads(name: string): boolean {
  const words = phraseWords(name);
  if (words.length === 0) return false;
  if (READ_VERBS.has(words[0]!)) return true;
  return READ_NOUNS.has(headNoun(words)!) && !saysEffect(words);
}

/** The older, weaker test for a name beside the one that decides: it says nothing of a change. */
function saysNoChange(name: string): boolean {
  const words = phraseWords(name);
  return words.length === 0 || READ_VERBS.has(words[0]!) || !saysEffect(words);
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
 * Whether an operation only reads, so Run sends it at once: a GET or HEAD whose first name — the interface
 * document's name for it, else its summary, else its operationId, else its path's last word — reads, and none of
 * whose other names says it changes something.
 */
export function isReadOperation(operation: NamedOperation, documentName?: string): boolean {
  if (operation.method !== 'GET' && operation.method !== 'HEAD') return false;
  const names = [documentName, operation.summary, operation.operationId].filter(
    (name): name is string => name !== undefined && name.trim() !== '',
  );
  const [first, ...others] = names.length ? names : [pathAction(operation.path)];
  return nameReads(first!) && others.every(saysNoChange);
}
