// What the operation pages' specs share: opening an operation from its group's page, and axe on (part of) a page.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Opens a group's page and follows the link to one of its operations (a line may be listed twice: the first). */
/** The group page's link to an operation, by its name there; its page is headed by the service's own summary. */
export async function openOperation(page: Page, groupPath: string, name: string, heading = name): Promise<void> {
  await page.goto(groupPath);
  await page.getByRole('link', { name, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** WCAG 2.1 A/AA violations on the page, or only inside the elements the selectors name; one line each. */
export async function axeViolations(page: Page, ...include: string[]): Promise<string[]> {
  const builder = include.reduce((axe, selector) => axe.include(selector), new AxeBuilder({ page }));
  const { violations } = await builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
}
