// The two documented operations (sections 4.1 and 4.2), the demo deployment's described operations (api/demo-routes.ts),
// their OpenAPI description, and the demo-token and test control surfaces.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { ACCOUNT_KEYS, type AccountKey, isAccountKey, subjectOf } from './accounts.ts';
import { controlError, createControlSurface } from './control-surface.ts';
import { type DemoRequest, NO_CONTENT, Redirect, SUCCESS } from './demo-route.ts';
import { DEMO_ROUTES, type DemoEntry } from './demo-routes.ts';
import { accessLevel, checkAskedProject } from './project-access.ts';
import { DemoState } from './demo-state.ts';
import type { Operation, QueuedFault } from './fault-injection.ts';
import { FaultQueue } from './fault-injection.ts';
import type { ApiError } from './http-json.ts';
import { FIRST_USE_SECONDS, SignInLimits } from './mint-limit.ts';
import { moneyControlRoutes } from './money/money-control.ts';
import { PAY_PAGE_PATH, servePayPage } from './money/pay-page.ts';
import { notifyControlRoutes } from './notify-control.ts';
import {
  BodyTooLargeError,
  isPlainObject,
  parseJsonOrNull,
  readBody,
  sendEmpty,
  sendError,
  sendJson,
  sendLargeJson,
  sleep,
  splitUrl,
} from './http-json.ts';
import type { Language } from './messages.ts';
import { acceptedLanguage, asLanguage, messages } from './messages.ts';
import { DESCRIPTION_PATH, contractDescription } from './openapi.ts';
import { ServiceOrigins } from './origins.ts';
import { planRestream } from './plan-restream.ts';
import { refreshAccess } from './refresh-access.ts';
import { RequestLog } from './request-log.ts';
import { OAUTH_PAGE_PATH, serveOauthPage } from './studio/oauth-page.ts';
import { loggedRequest, loggedSecrets } from './setup/logged-secrets.ts';
import { PICTURES_PATH, servePicture } from './setup/pictures.ts';
import { setupControlRoutes } from './setup/setup-control.ts';
import { SIGN_IN_PAGE_PATH, serveSignInPage } from './social-sign-in-page.ts';
import {
  DEFAULT_CONNECT_DEADLINE_SECONDS,
  DEFAULT_PING_SECONDS,
  RealtimeEndpoint,
} from './studio/realtime-endpoint.ts';
import { chatControlRoutes } from './studio/chat-control.ts';
import { CHAT_TICK_MS } from './studio/chat-seed.ts';
import { studioControlRoutes } from './studio/studio-control.ts';
import { TICK_MS } from './studio/studio-state.ts';
import type { SeedProject } from './seed.ts';
import { recordingOnEnd } from './videos/recordings.ts';
import { serveStorage } from './videos/storage.ts';
import { STORAGE_PATH } from './videos/storage-links.ts';
import { videoControlRoutes } from './videos/video-control.ts';
import { type AccessCheck, DEFAULT_ACCESS_TTL_SECONDS, DEFAULT_REFRESH_TTL_SECONDS, TokenStore } from './tokens.ts';
import { RequestError, authorizationError, requireCommonQuery } from './validation.ts';

export type ContractApiOptions = {
  accessTtlSeconds?: number;
  refreshTtlSeconds?: number;
  control?: boolean;
  now?: () => number;
  /** Lifetime of the Centrifuge group's tokens (default 300 s); the control surface can change it. */
  realtimeTtlSeconds?: number;
  /** How often a live broadcast's numbers move (default 2 s). */
  liveTickMs?: number;
  /** How often a message arrives in a live broadcast's chat (default 3 s). */
  chatTickMs?: number;
  /**
   * Where people reach this service (its origin, `https://demo.example`), for the addresses it hands out that lead
   * back to it (the OAuth start's page). Unset: the address and port the request arrived on, never its Host header,
   * which the client writes.
   */
  publicUrl?: string;
  /**
   * Origins of dashboards served apart from the API (`--app-origin`): their pages may open the realtime socket, and
   * their sign-in callback may be a sign-in's `redirect`.
   */
  appOrigins?: readonly string[];
};

export type ContractApi = {
  // true if it answered; false if the path is not its own, so static serving or Vite can go on.
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** A new sign-in of a seeded account: the demo account (project 42's owner) unless another is named. */
  mintRefreshToken(account?: AccountKey): string;
  /** Ends the sign-in a refresh token belongs to, as Logout does (tests' own Logout operations use it). */
  logOut(refreshToken: string): void;
  /** Whether an Authorization header carries a live access token (tests' extra operations check it the same way). */
  checkAuthorization(header: string | undefined): AccessCheck;
  readonly projects: ReadonlyMap<number, SeedProject>;
  /**
   * Takes an HTTP upgrade on the realtime endpoint's path (`/connection/websocket`); false for any other, which the
   * embedding server leaves to others (Vite's own socket) or refuses.
   */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /**
   * Serves a dashboard of this origin apart from the API: its pages may open the realtime socket, and its sign-in
   * callback may be a sign-in's `redirect`.
   */
  allowAppOrigin(origin: string): void;
  /** The realtime endpoint's URL for config.json: where the service is reached, by configuration, not by Host. */
  realtimeUrl(req: IncomingMessage): string;
  /** Stops the live ticker and closes the realtime connections (the server that embeds it is stopping). */
  close(): void;
};

const DOCUMENTED: Record<string, { operation: Operation; method: string }> = {
  '/method/auth/refresh-access': { operation: 'refresh-access', method: 'POST' },
  '/method/plan_restream': { operation: 'plan_restream', method: 'GET' },
};

// Lets a dashboard served from another origin call the API; Authorization is a request header, not a
// credential in the CORS sense, so no Allow-Credentials is needed.
function corsHeaders(req: IncomingMessage): OutgoingHttpHeaders {
  const origin = req.headers.origin;
  return origin === undefined ? { Vary: 'Origin' } : { Vary: 'Origin', 'Access-Control-Allow-Origin': origin };
}

/** Sent on every `/method/` answer and exposed to a page of another origin (the document names no answer headers). */
const REQUEST_ID_HEADER = 'X-Request-Id';
/** Sent on every `/method/` answer but not exposed: across origins the browser keeps it from the page. */
const SERVED_BY_HEADER = 'X-Served-By';

// The CORS headers plus our own answer headers, one exposed and one not, so what a page of another origin can read
// of an answer is something tests can see.
function methodAnswerHeaders(req: IncomingMessage): OutgoingHttpHeaders {
  return {
    ...corsHeaders(req),
    [REQUEST_ID_HEADER]: randomUUID(),
    [SERVED_BY_HEADER]: 'contract-api',
    'Access-Control-Expose-Headers': REQUEST_ID_HEADER,
  };
}

function internalError(res: ServerResponse, headers: OutgoingHttpHeaders = {}): void {
  sendError(res, { status: 500, code: 'internal_error', text: messages.internalError() }, 'en', headers);
}

export function createContractApi(options: ContractApiOptions = {}): ContractApi {
  const now = options.now ?? Date.now;
  const defaultAccessTtlSeconds = options.accessTtlSeconds ?? DEFAULT_ACCESS_TTL_SECONDS;
  const tokens = new TokenStore({
    now,
    accessTtlSeconds: defaultAccessTtlSeconds,
    refreshTtlSeconds: options.refreshTtlSeconds ?? DEFAULT_REFRESH_TTL_SECONDS,
  });
  const state = new DemoState(now, options.realtimeTtlSeconds);
  const origins = new ServiceOrigins(options.publicUrl, options.appOrigins);
  const realtime = new RealtimeEndpoint(state.studio.realtime, now, (origin, req) => origins.allows(origin, req));
  const recordOnEnd = recordingOnEnd(state);
  state.studio.onChange = (change) => {
    realtime.publish(change.channels, change.data);
    recordOnEnd(change);
  };
  state.videos.onChange = (change) => realtime.publish(change.channels, change.data);
  // Unref'd: a live demo stream must not keep a test process alive.
  const ticker = setInterval(() => state.studio.tick(), options.liveTickMs ?? TICK_MS);
  ticker.unref();
  // The live broadcasts' busy chat, unref'd for the same reason.
  const chatTicker = setInterval(() => state.chat.tick(), options.chatTickMs ?? CHAT_TICK_MS);
  chatTicker.unref();
  const projects = state.projects;
  const faults = new FaultQueue();
  // How many times the control surface has put the state back as seeded. A request that waited across a reset (held
  // by a fault, which the reset lets go, or still sending its body) belongs to a test that has ended: it is answered
  // without acting, so it cannot change or read the state the next test starts from.
  let resets = 0;
  const description = contractDescription();
  const secretFields = loggedSecrets(description);
  const mint = (account: AccountKey = 'demo') => tokens.mintRefreshToken(subjectOf(state.accounts.byKey(account)));
  const signInLimits = new SignInLimits(now, () => tokens.hasRoom(), !options.control);
  // Only the control surface can read the log, so without it nothing is kept.
  const log = options.control ? new RequestLog(now) : undefined;
  const handleControl = log
    ? createControlSurface({
        tokens,
        faults,
        log,
        defaultAccessTtlSeconds,
        mint,
        isOwnPage: (origin, req) => origins.ownAll(req).includes(origin),
        resetState: () => {
          resets += 1;
          state.reset();
          realtime.pingSeconds = DEFAULT_PING_SECONDS;
          realtime.connectDeadlineSeconds = DEFAULT_CONNECT_DEADLINE_SECONDS;
          realtime.clearLog();
        },
        extraRoutes: {
          ...studioControlRoutes(state.studio, realtime, controlError),
          ...chatControlRoutes(state, controlError),
          ...notifyControlRoutes(state),
          ...moneyControlRoutes(state),
          ...videoControlRoutes(state),
          ...setupControlRoutes(state, controlError),
        },
      })
    : undefined;

  async function applyFault(fault: QueuedFault, res: ServerResponse, corsOnly: OutgoingHttpHeaders): Promise<boolean> {
    // Like a real server, the service goes on with a request whose client has gone: a held refresh still rotates.
    if (fault.gather !== undefined) await faults.gather(fault, res);
    if (fault.hang) {
      await faults.hang(res);
      return true;
    }
    if (fault.latencyMs !== undefined) await sleep(fault.latencyMs);
    if (fault.status === undefined && fault.body === undefined) return false;
    const status = fault.status ?? 200;
    if (res.headersSent || res.destroyed) return true;
    const cors = fault.location === undefined ? corsOnly : { ...corsOnly, Location: fault.location };
    if (fault.body !== undefined) {
      res.writeHead(status, {
        ...cors,
        'Content-Type': fault.contentType ?? 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
        'Content-Length': Buffer.byteLength(fault.body),
      });
      res.end(fault.body);
    } else if (status === 204 || status === 304) {
      sendEmpty(res, status, cors);
    } else {
      const headers = fault.contentType === undefined ? cors : { ...cors, 'Content-Type': fault.contentType };
      sendJson(res, status, { error: { code: 'forced', message: `Forced failure (status ${status})` } }, headers);
    }
    return true;
  }

  async function handleMethod(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams) {
    const cors = methodAnswerHeaders(req);
    let language: Language = acceptedLanguage(req.headers['accept-language']);
    const fail = (error: ApiError) => sendError(res, error, language, cors);
    const resetsAtArrival = resets;
    /** Refused when the state was reset since the request arrived: true if it was (and the answer is sent). */
    const failedIfReset = (): boolean => {
      if (resets === resetsAtArrival) return false;
      fail({ status: 503, code: 'service_reset', text: messages.serviceReset() });
      return true;
    };

    let rawBody = '';
    let tooLarge = false;
    try {
      rawBody = await readBody(req);
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      tooLarge = true;
    }
    const parsedBody = parseJsonOrNull(rawBody);
    // A refusal speaks the language the request names — in its query, or in its body where it takes it there (the
    // code's exchange) — or, naming none (a browser back from a provider), the browser's.
    const named = query.get('language') ?? (isPlainObject(parsedBody) ? parsedBody.language : undefined);
    if (named !== undefined && named !== null) language = asLanguage(named);
    const check = tokens.checkAuthorization(req.headers.authorization);
    const entry = log?.add({
      method: req.method ?? '',
      path,
      ...loggedRequest(secretFields, req.method ?? '', path, Object.fromEntries(query), parsedBody),
      authorization: check.state,
      ...('jti' in check ? { accessTokenJti: check.jti } : {}),
    });
    if (entry) {
      res.once('finish', () => {
        entry.status = res.statusCode;
      });
    }

    if (tooLarge) {
      return fail({ status: 413, code: 'payload_too_large', text: messages.payloadTooLarge() });
    }
    if (req.method === 'OPTIONS') {
      return sendEmpty(res, 204, {
        ...corsHeaders(req),
        'Access-Control-Allow-Headers': 'Authorization, Content-Type',
        'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
        'Access-Control-Max-Age': '600',
      });
    }
    const documented = DOCUMENTED[path];
    const demoMethods = DEMO_ROUTES.get(path);
    const demo = demoMethods?.get(req.method ?? '');
    if (demo) {
      const fault = faults.take(demo.operation);
      if (fault && (await applyFault(fault, res, cors))) return;
      if (failedIfReset()) return;
      const result = runDemo(demo, req, query, parsedBody);
      if ('error' in result) return fail(result.error);
      if (result.body === NO_CONTENT) return sendEmpty(res, demo.route.status ?? 200, cors);
      if (result.body instanceof Redirect)
        return sendJson(res, 301, SUCCESS, {
          ...cors,
          Location: result.body.location,
          'Referrer-Policy': 'no-referrer',
        });
      return sendJson(res, demo.route.status ?? 200, result.body, cors);
    }
    if (!documented && !demoMethods) {
      return fail({ status: 404, code: 'not_documented', text: messages.notDocumented() });
    }
    if (!documented || req.method !== documented.method) {
      const allowed = [...(documented ? [documented.method] : []), ...(demoMethods?.keys() ?? [])].join(', ');
      res.setHeader('Allow', `${allowed}, OPTIONS`);
      return fail({ status: 405, code: 'method_not_allowed', text: messages.methodNotAllowed(allowed) });
    }

    const fault = faults.take(documented.operation);
    if (fault && (await applyFault(fault, res, cors))) return;
    if (failedIfReset()) return;

    if (documented.operation === 'refresh-access') {
      // This operation takes `language` from the body (4.1), not the query.
      language = asLanguage(isPlainObject(parsedBody) ? parsedBody.language : undefined);
      const result = refreshAccess(tokens, req.headers['content-type'], parsedBody);
      return 'error' in result ? fail(result.error) : sendJson(res, result.status, result.body, cors);
    }
    // Checked again: the token may have expired while a latency fault held the request.
    const result = planRestream(
      tokens.checkAuthorization(req.headers.authorization),
      query,
      projects,
      (subject, projectId) => {
        const account = state.accounts.bySubject(subject);
        return account !== undefined && accessLevel(state.team, account, projectId) !== undefined;
      },
    );
    return 'error' in result ? fail(result.error) : sendJson(res, result.status, result.body, cors);
  }

  // Checked after any latency fault, like plan_restream: the token may have expired meanwhile.
  function runDemo(
    { route, need }: DemoEntry,
    req: IncomingMessage,
    query: URLSearchParams,
    body: unknown,
  ): { body: unknown } | { error: ApiError } {
    const request: DemoRequest = {
      query,
      body,
      contentType: req.headers['content-type'],
      state,
      tokens,
      origin: origins.own(req),
      pageOrigin: req.headers.origin,
      isOurs: (origin) => origins.allows(origin, req),
      admitSignIn: (step) => signInLimits.admit(step, req.socket.remoteAddress ?? ''),
      need,
    };
    try {
      if (!route.signedIn) {
        if (route.common !== false) requireCommonQuery(query);
        return { body: route.run(request) };
      }
      const check = tokens.checkAuthorization(req.headers.authorization);
      const authError = authorizationError(check);
      if (authError) return authError;
      const account = check.state === 'valid' ? state.accounts.bySubject(check.userId) : undefined;
      if (!account) return { error: { status: 401, code: 'unauthorized', text: messages.accessTokenInvalid() } };
      if (route.common !== false) requireCommonQuery(query);
      checkAskedProject(request, account);
      return { body: route.run(request, account) };
    } catch (error) {
      if (error instanceof RequestError) return { error: error.apiError };
      throw error;
    }
  }

  async function handleContract(req: IncomingMessage, res: ServerResponse, path: string) {
    if (path === DESCRIPTION_PATH) {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.setHeader('Allow', 'GET, HEAD');
        return sendError(
          res,
          { status: 405, code: 'method_not_allowed', text: messages.methodNotAllowed('GET') },
          'en',
        );
      }
      req.resume();
      // Public, like the descriptions real services publish: a dashboard on another origin may read it too.
      return sendLargeJson(req, res, description, corsHeaders(req));
    }
    if (path.startsWith(OAUTH_PAGE_PATH)) return serveOauthPage(req, res, path, state);
    if (path.startsWith(PICTURES_PATH)) return servePicture(req, res, path);
    if (path.startsWith(SIGN_IN_PAGE_PATH)) return serveSignInPage(req, res, path, state.signIns, state.accounts);
    if (path.startsWith(PAY_PAGE_PATH)) return servePayPage(req, res, path, state, origins.own(req));
    if (path.startsWith(STORAGE_PATH)) {
      // Logged as the API's requests are, so a test sees what reached the storage and whether it carried a token.
      const entry = log?.add({
        method: req.method ?? '',
        path,
        query: {},
        body: null,
        authorization: tokens.checkAuthorization(req.headers.authorization).state,
      });
      if (entry) res.once('finish', () => (entry.status = res.statusCode));
      return serveStorage(req, res, path, state.videos);
    }
    if (path !== '/__contract/demo-token') {
      return sendError(res, { status: 404, code: 'not_found', text: messages.notFound() }, 'en');
    }
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      const error = { status: 405, code: 'method_not_allowed', text: messages.methodNotAllowed('POST') };
      return sendError(res, error, 'en');
    }
    // An optional `{"account": "second"}` signs in as the second seeded account (two people in two tabs),
    // `{"account": "edges"}` as the edge-case account (the README's way there, since the sign-in page offers only the
    // demo).
    let text: string;
    try {
      text = await readBody(req);
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      return sendError(res, { status: 413, code: 'payload_too_large', text: messages.payloadTooLarge() }, 'en');
    }
    const body = parseJsonOrNull(text);
    // Its refusals are the sign-in page's to show: in the language the page asks in, as the operations take theirs.
    const language = asLanguage(isPlainObject(body) ? body.language : undefined);
    const account = isPlainObject(body) ? body.account : undefined;
    if (account !== undefined && !isAccountKey(account)) {
      const error = {
        status: 400,
        code: 'invalid_request',
        field: 'account',
        text: messages.oneOf('account', ACCOUNT_KEYS),
      };
      return sendError(res, error, language);
    }
    try {
      signInLimits.admit('mint', req.socket.remoteAddress ?? '');
    } catch (error) {
      if (error instanceof RequestError) return sendError(res, error.apiError, language);
      throw error;
    }
    const userId = subjectOf(state.accounts.byKey(account ?? 'demo'));
    sendJson(res, 200, { refreshToken: tokens.mintRefreshToken(userId, { firstUseSeconds: FIRST_USE_SECONDS }) });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const { path, query } = splitUrl(req.url);
    try {
      if (path.startsWith('/method/')) {
        await handleMethod(req, res, path, query);
      } else if (path.startsWith('/__contract/')) {
        await handleContract(req, res, path);
      } else if (handleControl && path.startsWith('/__control/')) {
        await handleControl(req, res, path);
      } else {
        return false;
      }
    } catch {
      internalError(res, path.startsWith('/method/') ? methodAnswerHeaders(req) : {});
    }
    return true;
  }

  return {
    handle,
    mintRefreshToken: mint,
    logOut: (refreshToken) => void tokens.logOut(refreshToken),
    checkAuthorization: (header) => tokens.checkAuthorization(header),
    projects,
    handleUpgrade: (req, socket, head) => realtime.handleUpgrade(req, socket, head),
    allowAppOrigin: (origin) => origins.addApp(origin),
    realtimeUrl: (req) => origins.realtimeUrl(req),
    close: () => {
      clearInterval(ticker);
      clearInterval(chatTicker);
      realtime.close();
    },
  };
}
