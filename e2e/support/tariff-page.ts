import { type Page, expect } from '@playwright/test';

/**
 * Opens a project's restream tariff page with a full load and waits until its plan is drawn. The skeleton that
 * stands in while the plan is on its way has the same "Current plan" card with the same six rows, and a refused read
 * replaces it with an error a moment later: a check of the rows alone passes on the skeleton of a page that ends in
 * an error, and fails only when the refusal is quicker than the check. So the card counts once it is no longer busy,
 * and an error in its place fails at once, with the service's words.
 */
export async function openTariffLoaded(page: Page, projectId: number): Promise<void> {
  await page.goto(`/projects/${projectId}/tariffs/restream`);
  const drawn = page.getByRole('region', { name: 'Current plan' }).and(page.locator(':not([aria-busy="true"])'));
  const refused = page.getByRole('main').getByRole('alert');
  await expect(drawn.or(refused).first(), `project ${projectId}'s plan is read`).toBeVisible();
  expect(await refused.allInnerTexts(), `project ${projectId}'s plan is read, not refused`).toEqual([]);
  await expect(drawn.getByRole('term')).toHaveCount(6);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
