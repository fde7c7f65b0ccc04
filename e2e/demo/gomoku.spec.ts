import { expect, type Page, test } from '@playwright/test';
import { collectErrors, expectNoAxeViolations } from '../axe.ts';

function point(page: Page, name: string) {
  return page.getByRole('gridcell', { name: new RegExp(`^${name},`) });
}

async function playPoints(page: Page, names: string[]) {
  for (const name of names) await point(page, name).click();
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

test('two people play a whole game by clicking until black wins', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  const status = page.locator('.stonekit-status');
  await expect(status).toHaveText('Black to move');

  await playPoints(page, ['h8', 'h9', 'i8', 'i9', 'j8', 'j9', 'k8', 'k9']);
  await expect(status).toHaveText('Black to move');
  await point(page, 'l8').click();

  await expect(status).toHaveText('Black wins');
  const board = page.getByRole('grid');
  await expect(board.locator('[data-winning]')).toHaveCount(5);
  for (const name of ['h8', 'i8', 'j8', 'k8', 'l8']) {
    await expect(point(page, name)).toHaveAttribute('data-winning', /.*/);
  }
  // A finished game takes no more stones.
  await point(page, 'a1').click();
  await expect(point(page, 'a1')).not.toHaveAttribute('data-stone');
  expect(errors).toEqual([]);
});

test('undo and redo take back and replay moves', async ({ page }) => {
  await page.goto('/');
  const undo = page.getByRole('button', { name: 'Undo' });
  const redo = page.getByRole('button', { name: 'Redo' });
  await expect(undo).toBeDisabled();
  await expect(redo).toBeDisabled();

  await playPoints(page, ['h8', 'h9']);
  await expect(point(page, 'h9')).toHaveAttribute('data-stone', 'white');

  await undo.click();
  await expect(point(page, 'h9')).not.toHaveAttribute('data-stone');
  await expect(point(page, 'h8')).toHaveAttribute('data-stone', 'black');
  await undo.click();
  await expect(point(page, 'h8')).not.toHaveAttribute('data-stone');
  await expect(undo).toBeDisabled();

  await redo.click();
  await redo.click();
  await expect(point(page, 'h8')).toHaveAttribute('data-stone', 'black');
  await expect(point(page, 'h9')).toHaveAttribute('data-stone', 'white');
  await expect(redo).toBeDisabled();
});

test('a whole game can be played with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  const board = page.getByRole('grid');
  // Tab into the board: the focus lands on one intersection (the centre of an empty board).
  await board.locator('[tabindex="0"]').focus();
  await expect(point(page, 'h8')).toBeFocused();

  // Black h8, white h9, black i8, white i9 … black l8 wins along row 8.
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Enter'); // black on row 8
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space'); // white on row 9
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
  }
  await page.keyboard.press('Enter');

  await expect(page.locator('.stonekit-status')).toHaveText('Black wins');
  await expect(board.locator('[data-winning]')).toHaveCount(5);
  await expect(page.getByText(/Black wins with five in a row/)).toBeAttached();
});

test('the page has no accessibility violations, before and after a win', async ({ page }) => {
  await page.goto('/');
  await expectNoAxeViolations(page);
  await playPoints(page, ['h8', 'h9', 'i8', 'i9', 'j8', 'j9', 'k8', 'k9', 'l8']);
  await expectNoAxeViolations(page);
});

test('the language switch shows the page in Chinese', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('zh-CN');
  await expect(page.getByRole('button', { name: '悔棋' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('.stonekit-status')).toHaveText('轮到黑棋');
});

test('a game in progress survives a reload', async ({ page }) => {
  await page.goto('/');
  await playPoints(page, ['h8', 'h9', 'i8']);
  await page.reload();
  await expect(point(page, 'h8')).toHaveAttribute('data-stone', 'black');
  await expect(point(page, 'h9')).toHaveAttribute('data-stone', 'white');
  await expect(point(page, 'i8')).toHaveAttribute('data-stone', 'black');
  await expect(page.locator('.stonekit-status')).toHaveText('White to move');
});

test('a new game uses the board size and rule chosen for it', async ({ page }) => {
  await page.goto('/');
  await playPoints(page, ['h8']);
  await page.getByRole('combobox', { name: 'Board size' }).selectOption('19');
  await page.getByRole('button', { name: 'New game' }).click();
  await expect(page.getByRole('grid')).toHaveAttribute('aria-label', /19 by 19/);
  await expect(point(page, 's19')).not.toHaveAttribute('data-stone');
  await expect(point(page, 'h8')).not.toHaveAttribute('data-stone');
});
