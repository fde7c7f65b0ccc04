import { expect, type Page, test } from '@playwright/test';
import { collectErrors, expectNoAxeViolations } from '../axe.ts';

// The search runs in the demo's real Web Worker: these check that its reports cross to the page
// and show under the status line while the strongest level thinks.

/** A square or point by its name, whatever the language of its label. */
function cell(page: Page, name: string) {
  return page.locator(`[data-square="${name}"], [data-point="${name}"]`);
}

/** Level 10 first, so that nothing thinks yet; then the computer takes white. */
async function playLevel10AsWhite(page: Page) {
  const selects = page.locator('fieldset.players select');
  await selects.nth(1).selectOption('10');
  await selects.nth(0).selectOption('white');
}

function progress(page: Page) {
  return page.locator('.thinking-line .stonekit-thinking-progress');
}

function useLocale(page: Page, locale: 'en' | 'zh-CN') {
  return page.addInitScript((chosen) => {
    if (!sessionStorage.getItem('e2e-started')) {
      localStorage.clear();
      localStorage.setItem('stonekit-demo:locale', chosen);
      sessionStorage.setItem('e2e-started', '1');
    }
  }, locale);
}

test('Reversi at level 10 shows the depth and the best move so far while the computer thinks', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await useLocale(page, 'en');
  await page.goto('/#/reversi');
  await playLevel10AsWhite(page);
  await cell(page, 'd3').click();
  await expect(page.locator('.stonekit-reversi')).toHaveAttribute('data-thinking', 'white');
  await expect(progress(page)).toHaveText(/^depth \d+ · best [a-h][1-8] · \d+\.\d s$/);
  // White's legal answers to d3.
  expect(['c3', 'e3', 'c5']).toContain(await progress(page).getAttribute('data-move'));
  expect(Number(await progress(page).getAttribute('data-depth'))).toBeGreaterThanOrEqual(1);
  // The time goes on between the reports.
  const shown = await progress(page).textContent();
  await expect(progress(page)).not.toHaveText(shown ?? '');
  // Its contrast and the rest, checked in a real browser while it shows.
  await expectNoAxeViolations(page, '.thinking-line');
  // No live region speaks it.
  await expect(
    page.locator('.thinking-line [aria-live], .thinking-line [role="status"]'),
  ).toHaveCount(0);
  // Gone with the thinking, once the move is played.
  await expect(page.locator('.stonekit-reversi [data-stone]')).toHaveCount(6, { timeout: 30_000 });
  await expect(progress(page)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('Gomoku at level 10 shows the depth and the best move so far while the computer thinks', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await useLocale(page, 'en');
  await page.goto('/#/gomoku');
  await playLevel10AsWhite(page);
  await cell(page, 'h8').click();
  await expect(page.locator('.stonekit-gomoku')).toHaveAttribute('data-thinking', 'white');
  // The demo's Gomoku board is lettered A to O, and so is every name on its store.
  await expect(progress(page)).toHaveText(/^depth \d+ · best [A-O]\d{1,2} · \d+\.\d s$/);
  await expect(page.locator('.stonekit-gomoku [data-stone="white"]')).toHaveCount(1, {
    timeout: 30_000,
  });
  await expect(progress(page)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the progress reads in Chinese', async ({ page }) => {
  await useLocale(page, 'zh-CN');
  await page.goto('/#/reversi');
  await playLevel10AsWhite(page);
  await cell(page, 'd3').click();
  await expect(page.locator('.thinking-line')).toHaveText(
    /^白棋思考中… 第 \d+ 层 · 最佳 [a-h][1-8] · \d+\.\d 秒$/,
  );
});
