import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DESCRIPTION_PATH } from '../../../api/openapi.ts';
import { bodyProblems, newerBody, olderBody, withOlderOperations } from '../../../api/testing/real-kind-bodies.ts';
import { setRuntimeConfig } from '../../config/runtime-config.ts';
import { usePrefsStore } from '../../lib/prefs/prefs-store.ts';
import { serviceDescriptionQuery } from '../../lib/service-description/description-query.ts';
import { type Json, readDescription } from '../../lib/service-description/description.ts';
import { describedWithout, renderDesignedView } from '../../testing/designed-view.tsx';
import { renderRoutes, testQueryClient } from '../../testing/render-with-providers.tsx';
import { apiUrl, control, freshSignedInClient } from '../../testing/session-harness.ts';
import type { NamedDestination } from '../../lib/operations/channels/destination-list.ts';
import { type Bound, bindAll } from '../../lib/bindings/bind.ts';
import { DestinationQualityItem, DestinationQualityLine } from './destination-quality.tsx';
import { destinationQualityPart } from './quality-bindings.ts';
import { qualityManifest } from './quality-manifest.ts';
import { QualityPage } from './quality-page.tsx';
import { useWholeList } from '../../lib/bindings/pages.ts';
import { destinationList } from '../../lib/operations/channels/destination-list.ts';

// The Quality page and a destination's quality against the contract API, given three descriptions: the contract API's
// own (the newer kind's shapes), one with the transcoders, the pull servers and "Set transcoder" as the real kind's
// older description has them, and one without the transcoders. What the page sends is held to the sheet of the kind
// it was given (api/testing/real-kind-bodies.ts); the contract API refuses the older body, which is no matter here.

const ADD = ['POST', '/method/transcoder/add'] as const;
const SET = ['POST', '/method/channel_settings/setTranscoder'] as const;
/** The contract API takes these in the query of every call, where the sheets have them in the body. */
const IN_THE_QUERY = ['v', 'language'];

let contract: Json;

beforeEach(async () => {
  await freshSignedInClient({ requestTimeoutMs: 5000 });
  contract = (await (await fetch(`${apiUrl}${DESCRIPTION_PATH}`)).json()) as Json;
});

afterEach(() => usePrefsStore.setState({ language: 'en' }));

const renderPage = (json: Json, projectId = 42) => renderDesignedView(qualityManifest, QualityPage, json, projectId);

/**
 * A Stream page's row as the page tells its parts of it: the destination's ID and name, once the project's list (the
 * page's own read, read again when a write changes the destinations) has it.
 */
function Row({ list, destination }: { list: Bound; destination: NamedDestination }) {
  const items = useWholeList(destinationList, list, 42);
  if (!items.data?.some((one) => one.id === destination.id)) return null;
  return (
    <>
      <DestinationQualityItem projectId={42} destination={destination} />
      <DestinationQualityLine projectId={42} destination={destination} />
    </>
  );
}

/** The destination's quality parts, as the Stream page's slots draw them, with the description already read. */
function renderDestination(json: Json, destination = { id: '103', name: 'VK community', platform: 'vk' }) {
  const url = `${apiUrl}/older-description.json`;
  setRuntimeConfig({ apiBaseUrl: apiUrl, requestTimeoutMs: 5000, serviceDescriptionUrl: url });
  const client = testQueryClient();
  const description = readDescription(json);
  client.setQueryData(serviceDescriptionQuery(url).queryKey, description);
  const list = bindAll(description, destinationQualityPart.group, destinationQualityPart.bindings).destinations!;
  return renderRoutes([{ path: '/', element: <Row list={list} destination={destination} /> }], '/', client);
}

const sent = async (method: string, path: string) =>
  (await control.log()).filter((entry) => entry.method === method && entry.path === path).map((entry) => entry.body);

/** The dialog a title names (jsdom opens no modal dialog: its content is found hidden). */
const dialogTitled = async (title: string) => (await screen.findByText(title, { selector: 'h2' })).closest('dialog')!;

describe('the Quality page', { timeout: 30_000 }, () => {
  it('makes a profile in the newer kind’s shape, which the service takes', async () => {
    renderPage(contract);
    fireEvent.click(await screen.findByRole('button', { name: 'New profile' }, { timeout: 10_000 }));
    const form = await dialogTitled('New profile');
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: '720p for VK' } });
    fireEvent.change(within(form).getByLabelText('Video codec'), { target: { value: 'hevc' } });
    fireEvent.change(within(form).getByLabelText('Width'), { target: { value: '1280' } });
    fireEvent.change(within(form).getByLabelText('Height'), { target: { value: '720' } });
    fireEvent.change(within(form).getByLabelText('Delay'), { target: { value: '2' } });
    fireEvent.click(await within(form).findByLabelText(/^VK community · VK/));
    fireEvent.click(within(form).getByLabelText(/^Backup RTMP · /));
    fireEvent.click(within(form).getByRole('button', { name: 'Make the profile', hidden: true }));
    expect(await screen.findByText('“720p for VK” saved.', undefined, { timeout: 10_000 })).toBeDefined();
    const [body] = await sent(...ADD);
    expect(body).toEqual({
      project_id: 42,
      name: '720p for VK',
      videoCodec: 'hevc',
      width: 1280,
      height: 720,
      delay: 2,
      channelIds: [103, 105],
    });
    expect(bodyProblems(body, newerBody(...ADD), IN_THE_QUERY)).toEqual([]);
    // Read back: in words, on the destinations chosen.
    const made = await screen.findByRole('article', { name: '720p for VK' }, { timeout: 10_000 });
    expect(within(made).getByText('1280×720 · HEVC (H.265)')).toBeDefined();
    expect(within(made).getByText('VK community, Backup RTMP')).toBeDefined();
  });

  it('on the older description, sends the codec as its number and one destination, in the older body', async () => {
    renderPage(withOlderOperations(contract, { groups: ['Transcoders'] }));
    // The older list has no state, delay or preset: a running profile is still said to run, with what it has.
    const running = await screen.findByRole('article', { name: '720p for Twitch' }, { timeout: 10_000 });
    expect(within(running).getByText('Running')).toBeDefined();
    // "Reset delay" is the newer description's alone: no button offers it, and no line speaks of it.
    expect(screen.queryByText('Not available here.')).toBeNull();
    expect(within(running).queryByRole('button', { name: 'Reset delay' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'New profile' }));
    const form = await dialogTitled('New profile');
    expect(within(form).queryByText(/which number is which codec/)).toBeNull();
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: '720p older' } });
    fireEvent.change(within(form).getByLabelText('Video codec number'), { target: { value: '1' } });
    fireEvent.change(within(form).getByLabelText('Width'), { target: { value: '1280' } });
    fireEvent.change(within(form).getByLabelText('Height'), { target: { value: '720' } });
    // One destination: the older body takes one channel's ID.
    await within(form).findByRole('option', { name: /^Main YouTube · YouTube/, hidden: true });
    fireEvent.change(within(form).getByLabelText('Destinations'), { target: { value: '101' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Make the profile', hidden: true }));
    // The contract API speaks the newer kind and refuses it: the refusal is said, with the way to the plans.
    expect(await within(form).findByText('The profile was not saved.', undefined, { timeout: 10_000 })).toBeDefined();
    expect(within(form).getByRole('link', { name: 'Transcoding plans', hidden: true })).toBeDefined();
    const [body] = await sent(...ADD);
    expect(body).toMatchObject({ name: '720p older', videoCodecId: 1, width: 1280, height: 720, channelIds: 101 });
    expect(bodyProblems(body, olderBody(...ADD))).toEqual([]);
  });

  it('without the transcoders described, says so and offers nothing; in Chinese', async () => {
    usePrefsStore.setState({ language: 'cn' });
    renderPage(describedWithout(contract, ['Transcoders']));
    expect(await screen.findByRole('heading', { level: 1, name: '画质' })).toBeDefined();
    await waitFor(() => expect(screen.getByRole('note').textContent).toBe('此处不可用。'));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is read-only where the project has no transcoding plan, with the way to the plans', async () => {
    renderPage(contract, 17);
    const note = await screen.findByText(/This project’s plan has no transcoding/, undefined, { timeout: 10_000 });
    expect(within(note).getByRole('link', { name: 'Transcoding plans' }).getAttribute('href')).toBe(
      '/projects/17/tariffs/transcoding',
    );
    expect(await screen.findByText(/No profiles yet/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'New profile' })).toBeNull();
  });
});

describe('a destination’s quality', { timeout: 30_000 }, () => {
  it('on the older description, sets a profile in the older body and shows it on the row', async () => {
    renderDestination(withOlderOperations(contract, { groups: ['Transcoders'], paths: [SET[1]] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Quality: as sent' }, { timeout: 10_000 }));
    const choice = await dialogTitled('Quality for VK community');
    fireEvent.click(within(choice).getByLabelText('480p for phones'));
    fireEvent.click(within(choice).getByRole('button', { name: 'Save', hidden: true }));
    // The row's line (the menu's item says so too).
    expect(
      await screen.findByText('Quality: 480p for phones', { selector: 'span' }, { timeout: 10_000 }),
    ).toBeDefined();
    const [body] = await sent(...SET);
    expect(body).toMatchObject({ project_id: 42, channel_id: 103, transcoder_id: 2 });
    expect(bodyProblems(body, olderBody(...SET))).toEqual([]);
  });

  it('offers no choice where the description has no “Set transcoder”, and still shows the profile on the row', async () => {
    const without = structuredClone(contract) as { paths: Record<string, Record<string, unknown>> };
    delete without.paths[SET[1]];
    renderDestination(without as Json, { id: '102', name: 'Twitch — demo_streamer', platform: 'twitch' });
    expect(
      await screen.findByText('Quality: 720p for Twitch', { selector: 'span' }, { timeout: 10_000 }),
    ).toBeDefined();
    // Both read the same answers: by the time the row says it, the menu would offer the choice.
    expect(screen.queryByRole('button')).toBeNull();
  });
});
