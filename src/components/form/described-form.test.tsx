import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DESCRIPTION_PATH } from '../../../api/openapi.ts';
import { type Binding, bind, isBound } from '../../lib/bindings/bind.ts';
import { type NamedValues, projectValues } from '../../lib/bindings/call.ts';
import { useBoundMutation } from '../../lib/bindings/write.ts';
import { fetchServiceDescription } from '../../lib/service-description/description-query.ts';
import { type Json, readDescription } from '../../lib/service-description/description.ts';
import { renderRoutes } from '../../testing/render-with-providers.tsx';
import { apiUrl, control, freshSignedInClient } from '../../testing/session-harness.ts';
import { DescribedForm, type DescribedFormProps } from './described-form.tsx';
import { urlScheme } from './described-fields.ts';
import { arrayOf, object, str } from '../../testing/description-builder.ts';

// The designed pages' form builder against the contract API: the demo's custom channel (105 of project 42) is given a
// new server address by "Set rtmp url for a custom channel", whose body this test's description widens as a
// generated one might — a stream key, a region with listed values, fields with only the description's words or none.

const SET_RTMP = '/method/channel_settings/setRtmp';

let binding: Binding;
/** What the form ran its write with, in this test. */
let runs: NamedValues[];

beforeEach(async () => {
  runs = [];
  await freshSignedInClient();
  const served = await fetchServiceDescription(`${apiUrl}${DESCRIPTION_PATH}`);
  const document = structuredClone(served.document) as {
    paths: Record<string, { post: { requestBody: { content: Record<string, { schema: { $ref: string } }> } } }>;
    components: { schemas: Record<string, { properties: Record<string, Json>; required?: string[] }> };
  };
  const body =
    document.components.schemas[
      document.paths[SET_RTMP]!.post.requestBody.content['application/json']!.schema.$ref.split('/').pop()!
    ]!;
  body.properties = {
    ...body.properties,
    stream_key: str('Key of the stream on the server'),
    region: { type: 'string', enum: ['eu', 'us', 'asia'] },
    backup_note: { type: 'string', title: 'A note for the backup' },
    max_bitrate_kbps: { type: 'integer', minimum: 100, maximum: 8000 },
    restream_targets: arrayOf(object({ id: 'string' })),
  };
  const bound = bind(
    readDescription(document as unknown as Json),
    'Channel settings',
    'Set rtmp url for a custom channel (global settings)',
  );
  if (!isBound(bound)) throw new Error(bound.reason);
  binding = bound;
});

afterEach(cleanup);

const WORDS = {
  fields: {
    url: { label: 'Server address', hint: 'As your server gives it, with the key.' },
    stream_key: 'Stream key',
    region: 'Region',
  },
  values: { eu: 'Europe', us: 'United States' },
  none: 'Not set',
  submit: 'Save',
  submitting: 'Saving…',
  sent: 'Saved.',
  refused: 'The address was not changed.',
  nothingChanged: 'Nothing was changed.',
};

function renderForm(more: Partial<DescribedFormProps> = {}) {
  function Form() {
    const sends = useBoundMutation(binding, { values: (sent: NamedValues) => sent, confirm: false });
    // Every send goes through run, which the form calls as it is submitted: what it was run with is what was sent.
    const write = {
      ...sends,
      run: (vars: NamedValues) => {
        runs.push(vars);
        sends.run(vars);
      },
    };
    return (
      <DescribedForm
        binding={binding}
        filled={projectValues(42, { channel_id: '105' })}
        write={write}
        words={WORDS}
        checks={{ url: urlScheme('rtmp://', 'rtmps://') }}
        {...more}
      />
    );
  }
  renderRoutes([{ path: '/', element: <Form /> }], '/');
}

const field = (name: string) => document.querySelector<HTMLElement>(`[data-field="${name}"]`)!;
const sentBodies = async () =>
  (await control.requests(SET_RTMP)).filter((entry) => entry.method === 'POST').map((entry) => entry.body);

describe('a designed page’s form from a described body', () => {
  it('names each field in the page’s words, else the description’s, else its name as words; fills and hides the rest', async () => {
    renderForm();
    // The address carries the stream's key: the description marks it, so it is typed unseen.
    expect(screen.getByLabelText<HTMLInputElement>('Server address').type).toBe('password');
    expect(within(field('url')).getByText('As your server gives it, with the key.')).toBeDefined();
    // No words of the page's: the schema's title, else a humanised name — never the raw one.
    expect(screen.getByRole('textbox', { name: 'A note for the backup' })).toBeDefined();
    expect(screen.getByRole('spinbutton', { name: 'Max bitrate kbps' })).toBeDefined();
    // What a form cannot set is named, in words.
    expect(screen.getByText('Not set here: Restream targets.')).toBeDefined();
    expect(document.body.textContent).not.toMatch(/max_bitrate_kbps|backup_note|stream_key|restream_targets/);
    // What the page and the dashboard fill is never drawn.
    for (const name of ['project_id', 'channel_id', 'v', 'language']) expect(field(name)).toBeNull();
    // A value with the page's words is shown in them, one without as given.
    const region = screen.getByRole('combobox', { name: 'Region' });
    expect([...region.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Not set',
      'Europe',
      'United States',
      'asia',
    ]);

    fireEvent.change(screen.getByLabelText('Server address'), {
      target: { value: 'rtmps://backup.relay.example/live/next' },
    });
    fireEvent.change(region, { target: { value: 'eu' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeDefined();
    // The service's log keeps that the address went, never the address: it carries the stream key.
    expect(await sentBodies()).toEqual([{ project_id: 42, channel_id: 105, url: '[secret]', region: 'eu' }]);
  });

  it('types a secret unseen until Reveal, named for the field it shows', async () => {
    renderForm();
    const key = screen.getByLabelText('Stream key');
    expect(key.getAttribute('type')).toBe('password');
    const reveal = screen.getByRole('button', { name: 'Reveal: Stream key' });
    expect(reveal.getAttribute('aria-pressed')).toBe('false');
    fireEvent.change(key, { target: { value: 'live_secret_42' } });
    fireEvent.click(reveal);
    expect(screen.getByLabelText('Stream key').getAttribute('type')).toBe('text');
    expect(reveal.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(reveal);
    expect(screen.getByLabelText('Stream key').getAttribute('type')).toBe('password');
  });

  it('refuses what the page’s and the schema’s checks refuse beside the field, sending nothing', async () => {
    renderForm();
    const url = screen.getByLabelText('Server address');
    fireEvent.change(url, { target: { value: 'http://backup.relay.example/live' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Max bitrate kbps' }), { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(runs).toEqual([]);
    expect(within(field('url')).getByText('Starts with rtmp:// or rtmps://.')).toBeDefined();
    expect(within(field('max_bitrate_kbps')).getByText('Enter a whole number.')).toBeDefined();
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Correct the marked fields. Nothing was sent.');
    // A whole number out of the schema's bounds is said with them.
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Max bitrate kbps' }), { target: { value: '9000' } });
    expect(within(field('max_bitrate_kbps')).getByText('From 100 to 8000.')).toBeDefined();
    // The problem goes as the text is corrected.
    fireEvent.change(url, { target: { value: 'rtmp://backup.relay.example/live' } });
    expect(within(field('url')).queryByText('Starts with rtmp:// or rtmps://.')).toBeNull();
    // Required and left empty: said before sending too.
    fireEvent.change(url, { target: { value: '' } });
    expect(within(field('url')).getByText('Required.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(runs).toEqual([]);
    expect(await sentBodies()).toEqual([]);
  });

  it('shows the service’s refusal of a field beside it, in its words, and the rest above the form', async () => {
    renderForm();
    // A scheme the page takes, but no server: the service refuses the field.
    fireEvent.change(screen.getByLabelText('Server address'), { target: { value: 'rtmp:///live' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The address was not changed.');
    await waitFor(() => expect(field('url').querySelector('.form-service-error')?.textContent).toMatch(/url/));
    const said = field('url').querySelector('.form-service-error')!.textContent!;
    // Said once, beside the field: not again above the form.
    expect(alert.textContent).not.toContain(said);
    expect(screen.getByLabelText('Server address').getAttribute('aria-invalid')).toBe('true');
  });

  it('masks a typed secret wherever a refusal echoes it; what names no field is said above the form', async () => {
    const echo = (text: string) => text.replace('{key}', 'live_secret_42');
    await control.fault({
      operation: 'channel_settings/setRtmp',
      status: 400,
      body: JSON.stringify({
        error: {
          name: 'BadRequestException',
          msg: echo('Key {key} refused'),
          validator_error: [
            { property: 'stream_key', constraints: { isKey: echo('Key {key} is not this server’s') } },
            { property: 'server_group', constraints: { isKnown: echo('No server takes {key}') } },
          ],
        },
      }),
    });
    renderForm();
    fireEvent.change(screen.getByLabelText('Server address'), {
      target: { value: 'rtmp://backup.relay.example/live' },
    });
    fireEvent.change(screen.getByLabelText('Stream key'), { target: { value: 'live_secret_42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(within(field('stream_key')).getByText('Key •••••• is not this server’s')).toBeDefined();
    expect(alert.textContent).toContain('No server takes ••••••');
    expect(alert.textContent).toContain('Key •••••• refused');
    expect(alert.textContent).not.toContain('this server’s');
    expect(document.body.textContent).not.toContain('live_secret_42');
  });

  it('sends only what changed from what the thing has now; nothing when nothing did', async () => {
    renderForm({ initial: { url: 'rtmps://backup.relay.example/live/old', region: 'moon' }, onlyChanged: true });
    const region = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Region' });
    // A value the description does not list is shown as given, not taken for another.
    expect(region.value).toBe('moon');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status').textContent).toBe('Nothing was changed.');
    fireEvent.change(screen.getByRole('textbox', { name: 'A note for the backup' }), { target: { value: 'spare' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeDefined();
    // The required address goes (the log keeps no address with its key); the unchanged region does not.
    expect(await sentBodies()).toEqual([{ project_id: 42, channel_id: 105, url: '[secret]', backup_note: 'spare' }]);
  });
});
