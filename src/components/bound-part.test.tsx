import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '../config/runtime-config.ts';
import { definePart } from '../lib/bindings/manifest.ts';
import { descriptionMessages } from '../lib/description-status/description-messages.ts';
import { DescriptionWords } from '../lib/description-status/description-words.ts';
import { fetchServiceDescription, serviceDescriptionQuery } from '../lib/service-description/description-query.ts';
import { type Json, readDescription } from '../lib/service-description/description.ts';
import { UnreadBadge } from '../testing/recipe/unread-badge.tsx';
import { testQueryClient } from '../testing/render-with-providers.tsx';
import { CONTRACT_DESCRIPTION_URL, apiUrl, control, freshSignedInClient } from '../testing/session-harness.ts';
import { BoundPart } from './bound-part.tsx';

// The frame of a bound part, against the contract API: the description's states drawn once, the part's view handed
// its roles bound — the recipe's header badge (docs/architecture.md) among them.

const descriptionUrl = CONTRACT_DESCRIPTION_URL;
/** A description that cannot be read: the host answers 404. */
const missingUrl = `${apiUrl}/__contract/no-such-description.json`;

beforeEach(async () => {
  await freshSignedInClient({ described: true });
});

afterEach(cleanup);

function renderWith(node: React.ReactNode, client = testQueryClient()) {
  render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
  return client;
}

/** The contract API's description without the operations at these paths, as another deployment might publish it. */
async function withoutPaths(...paths: string[]) {
  const document = structuredClone((await fetchServiceDescription(descriptionUrl)).document) as {
    paths: Record<string, Json>;
  };
  for (const path of paths) delete document.paths[path];
  return readDescription(document as unknown as Json);
}

describe('a bound part in a quiet place (the recipe’s header badge)', () => {
  it('shows what the service says once the description binds it', async () => {
    renderWith(<UnreadBadge />);
    expect(await screen.findByText('5 unread', undefined, { timeout: 5000 })).toBeDefined();
  });

  it('draws nothing where the description does not describe the count, and reads nothing', async () => {
    const client = testQueryClient();
    client.setQueryData(
      serviceDescriptionQuery(descriptionUrl).queryKey,
      await withoutPaths('/method/notify_history/get_status'),
    );
    const { container } = render(
      <QueryClientProvider client={client}>
        <UnreadBadge />
      </QueryClientProvider>,
    );
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(container.textContent).toBe('');
    expect(await control.requests('/method/notify_history/get_status')).toEqual([]);
  });

  it('draws nothing while the description is read or when it fails', async () => {
    setRuntimeConfig({ apiBaseUrl: apiUrl, requestTimeoutMs: 3000, serviceDescriptionUrl: missingUrl });
    const client = testQueryClient();
    const { container } = render(
      <QueryClientProvider client={client}>
        <UnreadBadge />
      </QueryClientProvider>,
    );
    expect(container.textContent).toBe('');
    await waitFor(() =>
      expect(client.getQueryState(serviceDescriptionQuery(missingUrl).queryKey)?.status).toBe('error'),
    );
    expect(container.textContent).toBe('');
  });
});

const part = definePart({
  group: 'NotifyHistory',
  bindings: { count: { name: 'Get unread status', read: true, fills: [] }, nothing: 'No such operation' },
});

describe('a bound part that says its states', () => {
  it('says the description is being read, then hands the view every role bound or why not', async () => {
    renderWith(
      <BoundPart part={part}>
        {(bound) => (
          <p>
            count {bound.count.kind}, nothing {bound.nothing.kind}
          </p>
        )}
      </BoundPart>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(await screen.findByText('count bound, nothing unbound')).toBeDefined();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('draws the one line of a needed role that is not bound, and what stands instead', async () => {
    renderWith(
      <BoundPart part={part} needs={['nothing']} fallback={<p>instead</p>}>
        {() => <p>the view</p>}
      </BoundPart>,
    );
    // A designed page's words: the part is not available; which operation and why is the API section's to say.
    expect((await screen.findByRole('note')).textContent).toBe('Not available here.');
    expect(screen.getByText('instead')).toBeDefined();
    expect(screen.queryByText('the view')).toBeNull();
    cleanup();
    renderWith(
      <DescriptionWords.Provider value={descriptionMessages}>
        <BoundPart part={part} needs={['nothing']} fallback={<p>instead</p>}>
          {() => <p>the view</p>}
        </BoundPart>
      </DescriptionWords.Provider>,
    );
    expect((await screen.findByRole('note')).textContent).toBe(
      'This deployment does not describe “No such operation” (NotifyHistory), so this part is not shown.',
    );
  });

  it('says when none is configured, and when the description fails offers Try again', async () => {
    setRuntimeConfig({ apiBaseUrl: apiUrl, requestTimeoutMs: 3000, serviceDescriptionUrl: '' });
    // A designed page says nothing of it (what stands instead speaks for itself, or the caller's own sentence) …
    const { container } = render(
      <QueryClientProvider client={testQueryClient()}>
        <BoundPart part={part} fallback={<p>instead</p>}>
          {() => <p>the view</p>}
        </BoundPart>
        <BoundPart part={part} instead="Add one by its ID." fallback={<p>by ID</p>}>
          {() => <p>the view</p>}
        </BoundPart>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('note').textContent).toBe('Add one by its ID.');
    expect(container.textContent).toBe('insteadAdd one by its ID.by ID');
    cleanup();
    // … the API section says what is missing.
    renderWith(
      <DescriptionWords.Provider value={descriptionMessages}>
        <BoundPart part={part}>{() => <p>the view</p>}</BoundPart>
      </DescriptionWords.Provider>,
    );
    expect(screen.getByRole('note').textContent).toMatch(/publishes no description/);
    cleanup();
    setRuntimeConfig({ apiBaseUrl: apiUrl, requestTimeoutMs: 3000, serviceDescriptionUrl: missingUrl });
    const client = renderWith(<BoundPart part={part}>{() => <p>the view</p>}</BoundPart>);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This page could not be loaded: try again later.Try again',
    );
    const failures = () => client.getQueryState(serviceDescriptionQuery(missingUrl).queryKey)?.errorUpdateCount;
    expect(failures()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(failures()).toBe(2));
    expect(screen.queryByText('the view')).toBeNull();
  });

  it('says a failed description once: a part drawn in the frame’s place says nothing more, and nothing is asked again as it mounts', async () => {
    setRuntimeConfig({ apiBaseUrl: apiUrl, requestTimeoutMs: 3000, serviceDescriptionUrl: missingUrl });
    function Toggle() {
      // What stands instead mounting again and again (as a part that suspends does) asks nothing of the service.
      const [shown, setShown] = useState(true);
      return (
        <>
          <button onClick={() => setShown((was) => !was)}>toggle</button>
          {shown ? (
            <BoundPart part={part} fallback={<p>inner instead</p>}>
              {() => <p>inner view</p>}
            </BoundPart>
          ) : null}
        </>
      );
    }
    const client = renderWith(
      <BoundPart part={part} fallback={<Toggle />}>
        {() => <p>the view</p>}
      </BoundPart>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This page could not be loaded: try again later.Try again',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByText('inner instead')).toBeDefined();
    const asked = () => client.getQueryState(serviceDescriptionQuery(missingUrl).queryKey)?.fetchFailureCount;
    const before = asked();
    for (let i = 0; i < 4; i += 1) fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    await act(async () => {});
    expect(asked()).toBe(before);
    expect(client.getQueryState(serviceDescriptionQuery(missingUrl).queryKey)?.fetchStatus).toBe('idle');
  });

  it('keeps what stands in the part’s place across its states: what is typed in it stays', async () => {
    function Field() {
      const [text, setText] = useState('');
      return <input aria-label="Typed" value={text} onChange={(event) => setText(event.target.value)} />;
    }
    renderWith(
      <BoundPart part={part} quiet pending={<Field />}>
        {() => <Field />}
      </BoundPart>,
    );
    fireEvent.change(screen.getByLabelText('Typed'), { target: { value: 'half a token' } });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    await act(() => new Promise((done) => setTimeout(done, 300)));
    expect((screen.getByLabelText('Typed') as HTMLInputElement).value).toBe('half a token');
  });
});
