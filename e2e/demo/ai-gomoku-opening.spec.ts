import { expect, type Page, test } from '@playwright/test';
import { collectErrors, expectNoAxeViolations } from '../axe.ts';

function point(page: Page, name: string) {
  return page.getByRole('gridcell', { name: new RegExp(`^${name},`) });
}

function board(page: Page) {
  return page.locator('.stonekit-gomoku');
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-started')) {
      localStorage.clear();
      localStorage.setItem('stonekit-demo:locale', 'en');
      // Point names as these tests write them: board-ux.spec.ts checks the demo's A–O.
      localStorage.setItem('stonekit-demo:gomoku:board', '{"coordinateCase":"lower"}');
      // The computer is the first player: the tentative black of the RIF opening.
      localStorage.setItem(
        'stonekit-demo:gomoku:players',
        JSON.stringify({ aiPlayer: 'black', level: 3, aiMoveDelayMs: 150, analysis: false }),
      );
      sessionStorage.setItem('e2e-started', '1');
    }
  });
});

test('the computer plays its part of a RIF opening against you, into normal play', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await expect(page.getByRole('combobox', { name: 'Who plays' })).toHaveValue('black');
  await page.getByRole('combobox', { name: 'Rule' }).selectOption('renju');
  await page.getByRole('combobox', { name: 'Opening' }).selectOption('rif');
  await page.getByRole('button', { name: 'New game' }).click();
  // Under a swap opening, players are named by who starts: colours can change hands.
  await expect(page.getByRole('combobox', { name: 'Who plays' })).toContainText(
    'Computer starts vs you',
  );
  const status = page.locator('.stonekit-status');

  // The computer places moves 1 to 3, one of the 26 openings, starting on the centre point.
  await expect(board(page).locator('[data-stone]')).toHaveCount(3, { timeout: 15_000 });
  await expect(point(page, 'h8')).toHaveAttribute('data-stone', 'black');
  await expect(page.locator('.stonekit-status-opening')).toContainText('Opening:');

  // You are the tentative white: keep white, and place move 4.
  const choose = page.getByRole('group', { name: 'White: swap or keep?' });
  await expect(choose).toBeEnabled();
  await expectNoAxeViolations(page);
  await choose.getByRole('button', { name: 'Keep' }).click();
  await expect(page.getByText('You play white, the computer black.')).toBeVisible();
  await expect(status).toContainText('White places move 4 anywhere');
  await point(page, 'k12').click();
  await expect(point(page, 'k12')).toHaveAttribute('data-stone', 'white');

  // The computer offers two fifth moves; you select the first.
  await expect(status).toContainText('White selects one of the 2 fifth moves offered', {
    timeout: 15_000,
  });
  const offered = board(page).locator('[role="gridcell"][data-offered]');
  await expect(offered).toHaveCount(2);
  await board(page).locator('[role="gridcell"][data-offered="1"]').click();
  await expect(board(page).locator('[data-stone]')).toHaveCount(5);
  await expect(status).toContainText('White to move');

  // Move 6 is yours; the computer answers with move 7.
  await point(page, 'a1').click();
  await expect(board(page).locator('[data-stone]')).toHaveCount(7, { timeout: 15_000 });
  await expect(status).toContainText('White to move');
  expect(errors).toEqual([]);
});

test('Undo after your choice in an opening takes back the choice alone, and Redo replays it', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Rule' }).selectOption('renju');
  await page.getByRole('combobox', { name: 'Opening' }).selectOption('rif');
  await page.getByRole('button', { name: 'New game' }).click();
  const status = page.locator('.stonekit-status');
  const stones = board(page).locator('[data-stone]');

  // The computer places moves 1 to 3; nothing of yours to take back yet. You keep white.
  await expect(stones).toHaveCount(3, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  const choose = page.getByRole('group', { name: 'White: swap or keep?' });
  await choose.getByRole('button', { name: 'Keep' }).click();
  await expect(status).toContainText('White places move 4 anywhere');

  // Undo gives you the choice again, the computer's three stones still on the board.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(choose).toBeEnabled();
  await expect(stones).toHaveCount(3);
  await expect(point(page, 'h8')).toHaveAttribute('data-stone', 'black');
  // Had the computer placed its stones again, that would have emptied the redo stack.
  await expect(page.getByRole('button', { name: 'Redo' })).toBeEnabled();

  // Redo keeps white again, with move 4 yours to place.
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(status).toContainText('White places move 4 anywhere');
  await expect(stones).toHaveCount(3);
  expect(errors).toEqual([]);
});
