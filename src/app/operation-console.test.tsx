import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogIndex } from '../features/catalog/catalog-index.ts';
import { operationPath } from '../features/catalog/operation-path.ts';
import { checkFields } from '../features/console/run/check-fields.ts';
import { renderRoutes } from '../testing/render-with-providers.tsx';
import { control, freshSignedInClient } from '../testing/session-harness.ts';
import { pageRoutes } from './page-routes.ts';

// The operation page's run, driven as a user drives it against the contract API over HTTP: fill, run, warnings,
// send anyway, confirm and cancel. "Buy transcoder tariff" is a write with a flat JSON body (a project, a plan ID and a
// period), described by the contract API.

// The page's field check, real unless a test holds it open to let the user act while it runs.
vi.mock('../features/console/run/check-fields.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../features/console/run/check-fields.ts')>();
  return { checkFields: vi.fn(actual.checkFields) };
});

// The real kind buys with a POST on the tariff's path, every field a query parameter.
const BUY_PATH = '/method/plan_transcoding';
const group = catalogIndex.find((candidate) => candidate.name === 'PlanTranscoding')!;

async function openBuyPage() {
  renderRoutes(
    (client) => [{ path: '/', HydrateFallback: () => null, children: pageRoutes(client) }],
    operationPath(group, 'buyPlanTranscoding', 42),
  );
  await screen.findByRole('button', { name: 'Run' }, { timeout: 10_000 });
}

const planField = () => screen.getByLabelText(/plan_transcoding_id/);
const periodField = () => screen.getByLabelText(/^period/);
const dialog = () => screen.getByRole('dialog', { hidden: true });
const bought = async () => (await control.requests(BUY_PATH)).filter((entry) => entry.method === 'POST');
const buys = async () => (await bought()).length;

beforeEach(async () => {
  vi.mocked(checkFields).mockClear();
  await freshSignedInClient({ requestTimeoutMs: 5000, described: true });
});
afterEach(cleanup);

describe('the operation page’s run', { timeout: 30_000 }, () => {
  it('warns about what the form holds, sends nothing until confirmed, and Cancel sends nothing', async () => {
    await openBuyPage();
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    // Required values missing: warnings beside the fields, Send anyway offered, nothing sent.
    await screen.findByRole('button', { name: 'Send anyway' });
    expect(planField().getAttribute('aria-invalid')).toBe('true');

    // Editing a field clears its own warning at once.
    fireEvent.change(planField(), { target: { value: '2' } });
    expect(planField().getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(periodField(), { target: { value: 'month' } });

    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(dialog().textContent).toContain('Buy transcoder tariff'));
    expect(screen.queryByRole('button', { name: 'Send anyway' })).toBeNull();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    expect(await buys()).toBe(0);
  });

  it('Confirm sends the values once and shows the service’s answer', async () => {
    await openBuyPage();
    fireEvent.change(planField(), { target: { value: '2' } });
    fireEvent.change(periodField(), { target: { value: 'month' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(dialog().textContent).toContain('plan_transcoding_id'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Confirm', hidden: true }));
    await screen.findByText('The service accepted the request (HTTP 200).', {}, { timeout: 10_000 });
    const sent = await bought();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.query).toMatchObject({ project_id: '42', plan_transcoding_id: '2', period: 'month' });
  });

  it('Send anyway sends a value as entered after a warning, says so in the dialog, and shows the service’s refusal', async () => {
    await openBuyPage();
    fireEvent.change(planField(), { target: { value: '2.5' } });
    fireEvent.change(periodField(), { target: { value: 'month' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send anyway' }));
    await waitFor(() => expect(dialog().textContent).toMatch(/warned about one value/));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Confirm', hidden: true }));
    await screen.findByText('Status 400', {}, { timeout: 10_000 });
    const sent = await bought();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.query).toMatchObject({ plan_transcoding_id: '2.5' });
  });

  it('drops a check that finishes after an edit: its warning does not come back and nothing is sent', async () => {
    type Found = Awaited<ReturnType<typeof checkFields>>;
    let finishCheck: (found: Found) => void = () => {};
    const check = new Promise<Found>((resolve) => (finishCheck = resolve));
    vi.mocked(checkFields).mockReturnValueOnce(check);
    await openBuyPage();
    fireEvent.change(planField(), { target: { value: '2' } });
    fireEvent.change(periodField(), { target: { value: 'month' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    // Run waits for its own checks.
    expect((await screen.findByRole('button', { name: 'Running…' })).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(checkFields).toHaveBeenCalledTimes(1));

    // The user edits while the check runs; then the check of the old value finishes with a warning about it.
    fireEvent.change(planField(), { target: { value: '7' } });
    await screen.findByRole('button', { name: 'Run' });
    await act(async () => {
      finishCheck({ 'query.plan_transcoding_id': { path: 'plan_transcoding_id', keyword: 'maximum' } });
      // The page awaited this promise before the test did, so its run has resumed by the time this await returns.
      await check;
    });
    expect(planField().getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(/Does not match the schema/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send anyway' })).toBeNull();
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(await buys()).toBe(0);
  });
});
