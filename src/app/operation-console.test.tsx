import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '../config/runtime-config.ts';
import { catalogIndex } from '../features/catalog/catalog-index.ts';
import { operationPath } from '../features/catalog/operation-path.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { apiUrl, control, freshSignedInClient } from '../testing/session-harness.ts';
import { catalogRoutes } from './catalog-routes.tsx';

// The operation page's run, driven as a user drives it against the contract API over HTTP: fill, run, warnings,
// send anyway, confirm and cancel. "Buy transcoder tariff" is a write with a flat JSON body (a project, a plan ID and a
// period), described by the contract API.

const BUY_PATH = '/method/plan_transcoding/buy';
const group = catalogIndex.find((candidate) => candidate.name === 'PlanTranscoding')!;

async function openBuyPage() {
  const router = createMemoryRouter([{ path: '/', HydrateFallback: () => null, children: catalogRoutes }], { initialEntries: [operationPath(group, 'buyPlanTranscoding', 42)] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole('button', { name: 'Run' }, { timeout: 10_000 });
}

const planField = () => screen.getByLabelText(/plan_transcoding_id/);
const periodField = () => screen.getByLabelText(/^period/);
const dialog = () => screen.getByRole('dialog', { hidden: true });
const buys = async () => (await control.requests(BUY_PATH)).length;

beforeEach(async () => {
  await freshSignedInClient({ requestTimeoutMs: 5000 });
  setRuntimeConfig({ apiBaseUrl: apiUrl, requestTimeoutMs: 5000, serviceDescriptionUrl: `${apiUrl}/__contract/openapi.json` });
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
    fireEvent.change(periodField(), { target: { value: '3' } });

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
    fireEvent.change(periodField(), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(dialog().textContent).toContain('plan_transcoding_id'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Confirm', hidden: true }));
    await screen.findByText('The service accepted the request (HTTP 200).', {}, { timeout: 10_000 });
    const sent = await control.requests(BUY_PATH);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ project_id: 42, plan_transcoding_id: 2, period: 3 });
  });

  it('Send anyway sends a value as entered after a warning, says so in the dialog, and shows the service’s refusal', async () => {
    await openBuyPage();
    fireEvent.change(planField(), { target: { value: '2.5' } });
    fireEvent.change(periodField(), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send anyway' }));
    await waitFor(() => expect(dialog().textContent).toMatch(/warned about one value/));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Confirm', hidden: true }));
    await screen.findByText('Status 400', {}, { timeout: 10_000 });
    const sent = await control.requests(BUY_PATH);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ plan_transcoding_id: '2.5' });
  });
});
