import { beforeEach, describe, expect, it } from 'vitest';
import { control, freshSignedInClient } from '../../testing/session-harness.ts';
import { apiCall } from './api-call.ts';
import { useConnectivity } from './connectivity.ts';
import { NetworkError, RequestNotSentError } from './errors.ts';
import { sendRaw } from './http.ts';

// A request the browser refuses to build is not "the service is unreachable": nothing was sent, no banner says the
// service is down, and the error names the browser's reason — against the real contract API, whose log shows
// whether anything arrived.

beforeEach(async () => {
  await freshSignedInClient();
  useConnectivity.setState({ unreachable: false });
});

describe('a request the browser will not build', () => {
  it('a GET with a body is a not-sent error naming the reason; nothing reaches the service and no banner shows', async () => {
    const error = await apiCall({
      method: 'GET',
      path: '/method/plan_restream',
      query: [['project_id', '42']],
      body: { json: { a: 1 } },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequestNotSentError);
    expect(error).toMatchObject({ kind: 'not-sent', reason: 'body-not-allowed', detail: 'GET', transient: false });
    expect(useConnectivity.getState().unreachable).toBe(false);
    expect(await control.log()).toEqual([]);
  });

  it('a header value with a line break is refused, and the refused value is not repeated in the error', async () => {
    const value = 'stream-key-0123456789\r\nX-Injected: 1';
    const error = await apiCall({
      method: 'GET',
      path: '/method/plan_restream',
      query: [['project_id', '42']],
      headers: { 'X-Stream-Key': value },
    }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'not-sent', reason: 'header-invalid', detail: 'X-Stream-Key' });
    expect(String((error as Error).message)).not.toContain('stream-key-0123456789');
    expect(useConnectivity.getState().unreachable).toBe(false);
    expect(await control.log()).toEqual([]);
  });

  it('a path that leaves the base URL is refused before anything is sent', async () => {
    const error = await apiCall({ method: 'GET', path: '/method/%2e%2e/%2e%2e/admin' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ kind: 'not-sent', reason: 'path-outside-service' });
    expect(await control.log()).toEqual([]);
  });

  it('a host that does not answer is still "unreachable", as before', async () => {
    const error = await sendRaw({ url: 'http://127.0.0.1:9/method/x', method: 'GET' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(NetworkError);
    expect(useConnectivity.getState().unreachable).toBe(true);
  });
});
