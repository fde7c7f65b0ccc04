import { expect, type Page, test } from '@playwright/test';
import { collectErrors, expectNoAxeViolations } from '../axe.ts';

function point(page: Page, name: string) {
  return page.getByRole('gridcell', { name: new RegExp(`^${name},`) });
}

function board(page: Page) {
  return page.locator('.stonekit-gomoku');
}

function liveRegion(page: Page) {
  return page.locator('.stonekit-gomoku [aria-live="polite"]');
}

/** Opens the page on a saved game, with white played by the computer, quickly. */
async function openWithComputerWhite(page: Page, moves: string[]) {
  await page.addInitScript(
    ({ moves }) => {
      if (sessionStorage.getItem('e2e-saved')) return;
      sessionStorage.setItem('e2e-saved', '1');
      localStorage.setItem(
        'stonekit-demo:gomoku',
        JSON.stringify({
          game: 'gomoku',
          version: 1,
          size: 15,
          rule: 'freestyle',
          moves,
          undone: [],
        }),
      );
      localStorage.setItem(
        'stonekit-demo:gomoku:players',
        JSON.stringify({ aiPlayer: 'white', level: 3, aiMoveDelayMs: 150, analysis: false }),
      );
    },
    { moves },
  );
  await page.goto('/');
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-started')) {
      localStorage.clear();
      localStorage.setItem('stonekit-demo:locale', 'en');
      // Point names as these tests write them: board-ux.spec.ts checks the demo's A–O.
      localStorage.setItem('stonekit-demo:gomoku:board', '{"coordinateCase":"lower"}');
      sessionStorage.setItem('e2e-started', '1');
    }
  });
});

test('the computer blocks a four at its only open end', async ({ page }) => {
  const errors = collectErrors(page);
  // Black h8 to k8, with white on g8: black wins at l8 unless white takes it.
  await openWithComputerWhite(page, ['h8', 'g8', 'i8', 'a1', 'j8', 'a2', 'k8']);
  await expect(point(page, 'l8')).toHaveAttribute('data-stone', 'white', { timeout: 5_000 });
  await expect(liveRegion(page)).toHaveText(/^White plays l8\s*$/);
  await expect(page.locator('.stonekit-status')).toHaveText('Black to move');
  expect(errors).toEqual([]);
});

test('the computer takes its five', async ({ page }) => {
  // White a1 to a4; black's stones make no threat.
  await openWithComputerWhite(page, ['h8', 'a1', 'n14', 'a2', 'h10', 'a3', 'o15', 'a4']);
  await expect(page.getByRole('combobox', { name: 'Who plays' })).toHaveValue('white');
  await point(page, 'o1').click();
  await expect(point(page, 'a5')).toHaveAttribute('data-stone', 'white', { timeout: 5_000 });
  await expect(page.locator('.stonekit-status')).toHaveText('White wins');
  await expect(board(page).locator('[data-winning]')).toHaveCount(5);
});

test('you play black against the computer, which answers each move', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('combobox', { name: 'Who plays' })
    .selectOption({ label: 'You (black) vs computer' });
  await point(page, 'h8').click();
  await expect(board(page).locator('[data-stone="white"]')).toHaveCount(1, { timeout: 5_000 });
  await expect(board(page)).not.toHaveAttribute('data-thinking');
  // Undo takes back the computer's answer and your move together.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(board(page).locator('[data-stone]')).toHaveCount(0);
  await page.waitForTimeout(1_000);
  await expect(board(page).locator('[data-stone]')).toHaveCount(0);
});

test('Undo while the computer thinks cancels its move', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('combobox', { name: 'Who plays' })
    .selectOption({ label: 'You (black) vs computer' });
  await page.getByRole('combobox', { name: 'Level' }).selectOption({ label: '10 (strongest)' });
  await point(page, 'h8').click();
  await expect(board(page)).toHaveAttribute('data-thinking', 'white');
  await expect(page.getByRole('grid')).toHaveAttribute('aria-busy', 'true');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(board(page)).not.toHaveAttribute('data-thinking');
  await expect(board(page).locator('[data-stone]')).toHaveCount(0);
  await page.waitForTimeout(3_000);
  await expect(board(page).locator('[data-stone]')).toHaveCount(0);
});

test('the computer plays itself a few moves, and stops when told', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await page
    .getByRole('combobox', { name: 'Who plays' })
    .selectOption({ label: 'Computer vs computer' });
  await page.getByRole('combobox', { name: 'Level' }).selectOption({ label: '1 (beginner)' });
  await page.getByRole('combobox', { name: 'Move speed' }).selectOption({ label: 'Fast' });
  await expect
    .poll(() => page.getByRole('listitem').count(), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(6);
  await page.getByRole('combobox', { name: 'Who plays' }).selectOption({ label: 'Two people' });
  await expect(board(page)).not.toHaveAttribute('data-thinking');
  const count = await page.getByRole('listitem').count();
  await page.waitForTimeout(1_000);
  await expect(page.getByRole('listitem')).toHaveCount(count);
  expect(errors).toEqual([]);
});

test('Hint rings a point and Analysis gives the evaluation, accessibly', async ({ page }) => {
  await openWithComputerWhite(page, ['h8', 'a1', 'i8', 'a2', 'j8', 'a3']);
  await page.getByRole('combobox', { name: 'Who plays' }).selectOption({ label: 'Two people' });
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  const hinted = board(page).locator('[data-hint]');
  await expect(hinted).toHaveCount(1, { timeout: 5_000 });
  // Black has an open three on row 8: the hint makes it four, at g8 or k8.
  const name = await hinted.getAttribute('data-point');
  expect(['g8', 'k8']).toContain(name);
  await expect(hinted).toHaveAccessibleName(new RegExp(`^${name}, empty, hint$`));
  await expect(liveRegion(page)).toHaveText(new RegExp(`^Hint: ${name}, black wins in \\d+\\s*$`));

  await page.getByRole('button', { name: 'Analysis' }).click();
  await expect(page.locator('.stonekit-evaluation')).toHaveText(/^Black wins in \d+$/);
  await expect(board(page).locator('[data-pv="1"]')).toHaveAttribute('data-point', name ?? '');
  await expectNoAxeViolations(page);
});
