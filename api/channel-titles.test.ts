// One title and description everywhere, and each platform's own settings, over HTTP: the bulk update reaches every
// channel whose platform takes a title or a description and reads back in its streamInfo; a text too long for one
// platform (a Twitch title over 140 characters) is refused whole, in the service's words; a plan without
// change_subject refuses them; the optional settings of all six platforms with the real kind's fields and checks;
// playlists, planned events and categories to choose from.
import { describe, expect, it } from 'vitest';
import { useDemoServer } from './testing/demo-server.ts';

type StreamInfo = Record<string, unknown> & { title: string; description: string };

const studio = useDemoServer();

/** Each channel's streamInfo, by channel ID. */
async function streamInfos(projectId = 42): Promise<Record<string, StreamInfo>> {
  const results = (await studio.demo.get('/method/channel/search', { project_id: projectId })).body.results as {
    id: string;
    streamInfo: StreamInfo;
  }[];
  return Object.fromEntries(results.map((channel) => [channel.id, channel.streamInfo]));
}
const bulk = (body: Record<string, unknown>, language = 'en') =>
  studio.demo.sendJson('POST', '/method/channel_settings/bulkUpdate', { project_id: 42, ...body }, { language });
const settings = (path: string, body: Record<string, unknown>) =>
  studio.demo.post(`/method/channel_settings/options/${path}`, body);

describe('one title and description for all', () => {
  it('reaches every channel whose platform takes them, and reads back in each one’s streamInfo', async () => {
    const reply = await bulk({ title: 'Sunday speedruns', description: 'Any% and 100%' });
    expect([reply.status, reply.body]).toEqual([201, { success: true }]);
    const infos = await streamInfos();
    const read = (id: string) => [infos[id]?.title, infos[id]?.description];
    // YouTube and VK take both; Twitch only a title; Telegram and a custom RTMP target neither. Each reads back what
    // its platform's alternative of the real kind's streamInfo names: Twitch's, Telegram's and a custom target's no
    // description.
    expect(Object.keys(infos).map((id) => [id, ...read(id)])).toEqual([
      ['101', 'Sunday speedruns', 'Any% and 100%'],
      ['102', 'Sunday speedruns', undefined],
      ['103', 'Sunday speedruns', 'Any% and 100%'],
      ['104', '', undefined],
      ['105', '', undefined],
    ]);
    // What else a channel had set stays.
    expect(infos['101']).toMatchObject({ privacyVideo: 'public', category: { id: '20', name: 'Gaming' } });
  });

  it('says which platforms take a title and a description, as Supported platforms', async () => {
    const platforms = (await studio.demo.get('/method/platforms/list')).body.results as Record<string, unknown>[];
    const abilities = Object.fromEntries(
      platforms.map((platform) => [platform.type, [platform.set_title, platform.set_description, platform.planned]]),
    );
    // The platforms a channel is added to by its address and key (Kick, TikTok, SRT, …) take neither.
    const neither = Object.fromEntries(Object.keys(abilities).map((type) => [type, [0, 0, 0]]));
    expect(Object.keys(abilities)).toHaveLength(30);
    expect(abilities).toEqual({
      ...neither,
      youtube: [1, 1, 1],
      twitch: [1, 0, 0],
      vk: [1, 1, 0],
      telegram: [0, 0, 0],
      trovo: [1, 0, 0],
      ok: [1, 1, 0],
      custom: [0, 0, 0],
      vkvideolive: [1, 0, 0],
    });
  });

  it('refuses, changing nothing, a title longer than some channels take, naming each and its limit', async () => {
    const before = await streamInfos();
    const twitch = await bulk({ title: 'x'.repeat(141), description: 'd' });
    expect([twitch.status, twitch.problem?.field, twitch.problem?.message]).toEqual([
      400,
      'title',
      '"title" is too long for Main YouTube (YouTube takes at most 100 characters), Twitch — demo_streamer (Twitch takes at most 140 characters), VK community (VK takes at most 128 characters)',
    ]);
    const ru = await bulk({ title: 'ы'.repeat(129), description: 'd' }, 'ru');
    expect(ru.problem?.message).toBe(
      'Параметр "title" слишком длинный для Main YouTube (YouTube принимает не больше 100 символов), VK community (VK принимает не больше 128 символов)',
    );
    const angles = await bulk({ title: 'Live <now>', description: 'd' });
    expect(angles.problem?.message).toBe('"title" has characters Main YouTube does not allow');
    const after = await streamInfos();
    expect(Object.keys(after).map((id) => after[id]?.description)).toEqual(
      Object.keys(before).map((id) => before[id]?.description),
    );
    const missing = await bulk({ title: 'Only a title' });
    expect([missing.status, missing.problem?.field]).toEqual([400, 'description']);
  });

  it('is refused where the plan does not allow changing titles, and for a guest', async () => {
    // Weekend stream (17) is on the starter plan, whose change_subject is false.
    const plans = (await studio.demo.get('/method/plan_restream/list')).body.results as {
      plan_restream_id: number;
      change_subject: boolean;
    }[];
    expect(plans.find((plan) => plan.plan_restream_id === 1)?.change_subject).toBe(false);
    const weekend = await studio.demo.sendJson('POST', '/method/channel_settings/bulkUpdate', {
      project_id: 17,
      title: 'Weekend',
      description: '',
    });
    expect([weekend.status, weekend.problem?.code, weekend.problem?.field]).toEqual([
      400,
      'plan_forbids_changes',
      'project_id',
    ]);
    const own = await settings('setTwitch', { project_id: 17, channel_id: 171, title: 'Weekend' });
    expect(own.problem?.code).toBe('plan_forbids_changes');
    expect((await streamInfos(17))['171']?.title).toBe('Weekend stream');
    const guest = await studio.demo.sendJson('POST', '/method/channel_settings/bulkUpdate', {
      project_id: 16,
      title: 'Guest',
      description: '',
    });
    expect(guest.problem?.code).toBe('owner_only');
  });
});

describe('each platform’s own settings', () => {
  it('a Twitch title over 140 characters is refused in the service’s words; 140 is taken', async () => {
    const long = await settings('setTwitch', { project_id: 42, channel_id: 102, title: 'x'.repeat(141) });
    expect([long.status, long.problem?.field, long.problem?.message]).toEqual([
      400,
      'title',
      '"title" must be at most 140 characters',
    ]);
    const fits = await settings('setTwitch', { project_id: 42, channel_id: 102, title: 'x'.repeat(140) });
    expect(fits.status).toBe(201);
    expect((await streamInfos())['102']?.title).toHaveLength(140);
  });

  it('take the real kind’s fields — category, tags, privacy, playlist, audience, wall — and read them back', async () => {
    const youtube = await settings('setYoutube', {
      project_id: 42,
      channel_id: 101,
      category_id: '10',
      category_name: 'Music',
      tags: ['jazz', 'late night'],
      playlist_id: 'PL-qa',
      latency: 'low',
      audience: 'mark_for_nokids',
    });
    expect(youtube.status).toBe(201);
    const vk = await settings('setVk', {
      project_id: 42,
      channel_id: 103,
      wall: true,
      privacy_comments: 'members',
      privacy_video: 'by_link',
      category_id: '1',
      category_name: 'Games',
      category_secondary_id: '2',
      category_secondary_name: 'Speedruns',
    });
    expect(vk.status).toBe(201);
    const infos = await streamInfos();
    expect(infos['101']).toMatchObject({
      category: { id: '10', name: 'Music' },
      tags: ['jazz', 'late night'],
      // The real kind reads a playlist back by its ID only (its name is in "Get playlists from the platform").
      playlist: { id: 'PL-qa' },
      latency: 'low',
      audience: 'mark_for_nokids',
    });
    // VK's second category is read back inside the first, as the real kind's ChannelVkCategoryInfoDto has it.
    expect(infos['103']).toMatchObject({
      wall: true,
      privacyComments: 'members',
      privacyVideo: 'by_link',
      category: { id: '1', name: 'Games', secondary: { id: '2', name: 'Speedruns' } },
    });
    const project7 = { project_id: 7 };
    expect(
      (await settings('setTrovo', { ...project7, channel_id: 71, audience: 'CHANNEL_AUDIENCE_TYPE_TEEN' })).status,
    ).toBe(201);
    expect((await settings('setOk', { ...project7, channel_id: 72, description: 'Runs every day' })).status).toBe(201);
    expect(
      (await settings('setVkVideoLive', { ...project7, channel_id: 73, category_id: '44', category_name: 'Music' }))
        .status,
    ).toBe(201);
    const seven = await streamInfos(7);
    expect(seven['71']).toMatchObject({ audience: 'CHANNEL_AUDIENCE_TYPE_TEEN', category: { name: 'Speedrun' } });
    expect(seven['72']).toMatchObject({ title: 'Any% practice', description: 'Runs every day' });
    expect(seven['73']).toMatchObject({ category: { id: '44', name: 'Music' } });
  });

  it('refuse what the real kind’s checks refuse, naming the field', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['setYoutube', { channel_id: 101, tags: ['#live'] }, 'tags'],
      ['setYoutube', { channel_id: 101, tags: 'live' }, 'tags'],
      ['setYoutube', { channel_id: 101, category_id: 'gaming' }, 'category_id'],
      ['setYoutube', { channel_id: 101, privacy_video: 'friends' }, 'privacy_video'],
      ['setTwitch', { channel_id: 102, tags: ['x'.repeat(26)] }, 'tags'],
      ['setTwitch', { channel_id: 102, tags: [''] }, 'tags'],
      ['setVk', { channel_id: 103, wall: 'yes' }, 'wall'],
      ['setVk', { channel_id: 103, title: 'x'.repeat(129) }, 'title'],
      ['setOk', { project_id: 7, channel_id: 72, title: 'x'.repeat(129) }, 'title'],
      ['setTrovo', { project_id: 7, channel_id: 71, title: 'x'.repeat(101) }, 'title'],
      ['setTrovo', { project_id: 7, channel_id: 71, lang: 'de' }, 'lang'],
      ['setVkVideoLive', { project_id: 7, channel_id: 73, category_name: '' }, 'category_name'],
      // A channel of another platform.
      ['setTrovo', { project_id: 7, channel_id: 72, title: 'x' }, 'channel_id'],
    ];
    for (const [path, body, field] of cases) {
      const reply = await settings(path, { project_id: 42, ...body });
      expect([reply.status, reply.problem?.field], `${path} ${JSON.stringify(body)}`).toEqual([400, field]);
    }
  });
});

describe('tags, bounded as the platforms bound them', () => {
  it('YouTube takes 500 characters in all, counting commas and the quotes around a tag with a space; Twitch ten tags', async () => {
    // 60,000 tags: nearly a megabyte that every channel list would otherwise carry.
    const flood = await settings('setYoutube', { project_id: 42, channel_id: 101, tags: Array(60_000).fill('lofi') });
    expect([flood.status, flood.problem?.field, flood.problem?.message]).toEqual([
      400,
      'tags',
      '"tags" must be at most 500 characters in all, counting a comma between tags and quotes around a tag with a space',
    ]);
    // 99 tags of four letters and one of five: 401 + 99 commas = 500, taken; a space in the last one makes it 502.
    const fits = [...Array<string>(99).fill('jazz'), 'blues'];
    expect((await settings('setYoutube', { project_id: 42, channel_id: 101, tags: fits })).status).toBe(201);
    const over = [...Array<string>(99).fill('jazz'), 'bl es'];
    expect((await settings('setYoutube', { project_id: 42, channel_id: 101, tags: over })).problem?.field).toBe('tags');
    expect((await streamInfos())['101']?.tags).toEqual(fits);

    const eleven = Array.from({ length: 11 }, (_, index) => `tag${index}`);
    const twitch = await settings('setTwitch', { project_id: 42, channel_id: 102, tags: eleven });
    expect([twitch.status, twitch.problem?.message]).toEqual([400, '"tags" may list at most 10 items']);
    expect((await settings('setTwitch', { project_id: 42, channel_id: 102, tags: eleven.slice(1) })).status).toBe(201);
  });
});

describe('what the settings choose from', () => {
  it('a channel’s playlists, its planned events, and the one the next broadcast is', async () => {
    const query = { project_id: 42, channel_id: 101 };
    const playlists = (await studio.demo.get('/method/channel_settings/options/getPlaylist', query)).body.results as {
      id: string;
    }[];
    expect(playlists.map((playlist) => playlist.id)).toEqual(['PL-fridays', 'PL-speedruns', 'PL-qa']);
    expect(
      (await studio.demo.get('/method/channel_settings/options/getPlaylist', { ...query, channel_id: 102 })).body,
    ).toEqual({
      results: [],
    });
    const planned = (await studio.demo.get('/method/channel_settings/options/getPlanned', query)).body.results as {
      planned: { id: string; title: string; date: string };
    }[];
    expect(planned.map((item) => item.planned.id)).toEqual(['yt-ev-1001', 'yt-ev-1002']);
    const set = await studio.demo.post('/method/channel_settings/options/setPlanned', { ...query, id: 'yt-ev-1002' });
    expect([set.status, set.body]).toEqual([201, { planned: planned[1]?.planned }]);
    expect((await studio.demo.post('/method/channel_settings/options/setPlanned', query)).body).toEqual({});
    const unknown = await studio.demo.post('/method/channel_settings/options/setPlanned', { ...query, id: 'yt-ev-9' });
    expect([unknown.status, unknown.problem?.code, unknown.problem?.field]).toEqual([400, 'unknown_planned', 'id']);
    const twitch = await studio.demo.post('/method/channel_settings/options/setPlanned', {
      ...query,
      channel_id: 102,
      id: 'x',
    });
    expect(twitch.problem?.code).toBe('wrong_platform');
  });

  it('a platform’s categories, found by part of their name', async () => {
    const found = await studio.demo.get('/method/platforms/category', { type: 'twitch', q: 'JUST' });
    expect(found.body).toEqual({ results: [{ id: '509658', name: 'Just Chatting' }] });
    const all = (await studio.demo.get('/method/platforms/category', { type: 'vkvideolive' })).body
      .results as unknown[];
    expect(all.length).toBeGreaterThan(1);
    const wrong = await studio.demo.get('/method/platforms/category', { type: 'telegram' });
    expect([wrong.status, wrong.problem?.field]).toEqual([400, 'type']);
  });
});
