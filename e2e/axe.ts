import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails the test with a readable list when axe finds any WCAG A/AA violation on the page. */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  // Legacy mode runs axe in the page itself. The default runs it frame by frame and then opens a
  // new page to merge the results, which took 4.6 s of a story's 0.4 s audit (1.7 s this way);
  // our pages have no cross-origin frames, the one thing that mode cannot reach.
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** Collects console errors and uncaught exceptions so a test can assert there were none. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The static servers have no favicon; the browser's request for one is not the page's error.
    if (message.type() === 'error' && !message.location().url.includes('favicon')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
