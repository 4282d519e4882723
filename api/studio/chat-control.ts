// The control surface's calls for the chat (tests only): a viewer's message arriving now (published on the chat's
// channel, so a test sees it come by push), the chat timer stopped or started, a platform that refuses what is sent to
// it, and projects whose "Get chat key" is refused.
import type { ServerResponse } from 'node:http';
import type { DemoState } from '../demo-state.ts';
import { isPlainObject, sendJson } from '../http-json.ts';
import { messageAnswer } from './chat-state.ts';
import { chatWords, sameWords } from './chat-words.ts';
import { LIVE_PROJECT_ID, PLATFORMS, type Platform } from './studio-seed.ts';
import type { ControlRoute } from './studio-control.ts';

type ControlError = (res: ServerResponse, status: number, code: string, message: string, field?: string) => void;

const isPlatform = (value: unknown): value is Platform => (PLATFORMS as readonly unknown[]).includes(value);
const isProjectId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
/** As a message sent through the service: 1 to 300 characters. */
const isMessageText = (value: unknown) => typeof value === 'string' && value.trim() !== '' && [...value].length <= 300;

function chatSettings(state: DemoState) {
  const { chat } = state;
  return {
    ticking: chat.ticking,
    refusals: Object.fromEntries([...chat.refusals].map(([platform, words]) => [platform, words.en])),
    keyAbsent: [...chat.keyless],
  };
}

export function chatControlRoutes(state: DemoState, controlError: ControlError): Record<string, ControlRoute[]> {
  const invalid = (res: ServerResponse, field: string, message: string) =>
    controlError(res, 400, 'invalid_request', message, field);
  return {
    '/__control/chat': [
      { method: 'GET', run: (_body, res) => sendJson(res, 200, chatSettings(state)) },
      {
        method: 'POST',
        run: (body, res) => {
          const fields = isPlainObject(body) ? body : {};
          const { ticking, refusals, keyAbsent } = fields;
          if (ticking !== undefined && typeof ticking !== 'boolean') {
            return invalid(res, 'ticking', '"ticking" must be true or false');
          }
          const refusalsOk =
            refusals === undefined ||
            (isPlainObject(refusals) &&
              Object.entries(refusals).every(
                ([platform, words]) => isPlatform(platform) && (words === null || typeof words === 'string'),
              ));
          if (!refusalsOk) {
            return invalid(res, 'refusals', `"refusals" maps a platform (${PLATFORMS.join(', ')}) to words or null`);
          }
          if (keyAbsent !== undefined && !(Array.isArray(keyAbsent) && keyAbsent.every(isProjectId))) {
            return invalid(res, 'keyAbsent', '"keyAbsent" must be a list of project IDs');
          }
          const { chat } = state;
          if (typeof ticking === 'boolean') chat.ticking = ticking;
          for (const [platform, words] of Object.entries(refusals ?? {}) as [Platform, string | null][]) {
            if (words === null) chat.refusals.delete(platform);
            else chat.refusals.set(platform, words === '' ? chatWords.refused() : sameWords(words));
          }
          if (Array.isArray(keyAbsent)) {
            chat.keyless.clear();
            for (const projectId of keyAbsent as number[]) chat.keyless.add(projectId);
          }
          sendJson(res, 200, chatSettings(state));
        },
      },
    ],
    '/__control/chat/messages': [
      {
        method: 'POST',
        run: (body, res) => {
          const fields = isPlainObject(body) ? body : {};
          const projectId = fields.projectId ?? LIVE_PROJECT_ID;
          if (!isProjectId(projectId)) return invalid(res, 'projectId', '"projectId" must be a positive integer');
          if (fields.platform !== undefined && !isPlatform(fields.platform)) {
            return invalid(res, 'platform', `"platform" must be one of: ${PLATFORMS.join(', ')}`);
          }
          if (fields.author !== undefined && !(typeof fields.author === 'string' && fields.author.trim() !== '')) {
            return invalid(res, 'author', '"author" must be a name');
          }
          if (fields.text !== undefined && !isMessageText(fields.text)) {
            return invalid(res, 'text', '"text" must be 1 to 300 characters');
          }
          const live = state.studio.liveOf(projectId);
          if (!live) return controlError(res, 409, 'not_live', `Project ${projectId} is not live`);
          const message = state.chat.arrive(live, {
            ...(fields.platform === undefined ? {} : { platform: fields.platform as Platform }),
            ...(fields.author === undefined ? {} : { name: fields.author as string }),
            ...(fields.text === undefined ? {} : { text: fields.text as string }),
          });
          if (!message) {
            return controlError(res, 409, 'no_chat', `No destination of project ${projectId} has a chat to read`);
          }
          sendJson(res, 200, messageAnswer(message, 'en'));
        },
      },
    ],
  };
}
