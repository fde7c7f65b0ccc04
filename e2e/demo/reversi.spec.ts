import { expect, type Page, test } from '@playwright/test';
import { collectErrors, expectNoAxeViolations } from '../axe.ts';

function square(page: Page, name: string) {
  return page.getByRole('gridcell', { name: new RegExp(`^${name},`) });
}

async function playSquares(page: Page, names: string[]) {
  for (const name of names) {
    await square(page, name).click();
    await expect(square(page, name)).toHaveAttribute('data-stone', /black|white/);
  }
}

function board(page: Page) {
  return page.locator('.stonekit-reversi');
}

function liveRegion(page: Page) {
  return page.locator('.stonekit-reversi [aria-live="polite"]');
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-started')) {
      localStorage.clear();
      localStorage.setItem('stonekit-demo:locale', 'en');
      sessionStorage.setItem('e2e-started', '1');
    }
  });
});

test('two people play a whole game by clicking the hinted moves, and the score adds up', async ({
  page,
}) => {
  // Some sixty clicks, each waiting for the board: 25-31 s on a slow two-core machine, where the
  // default 30 s timed it out in two of three full runs.
  test.slow();
  const errors = collectErrors(page);
  await page.goto('/#/reversi');
  const status = page.locator('.stonekit-status');
  await expect(status).toContainText('Black to move');
  await page.getByRole('button', { name: 'Legal moves' }).click();
  await expect(page.getByRole('button', { name: 'Legal moves' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(board(page).locator('.stonekit-legal-hint')).toHaveCount(4);

  // Each side plays its first legal move, a1 first, until neither can move.
  for (let turn = 0; turn < 64; turn += 1) {
    if ((await board(page).getAttribute('data-status')) !== 'playing') break;
    const next = board(page).locator('[role="gridcell"][data-legal]').first();
    const name = await next.getAttribute('data-square');
    await next.click();
    await expect(square(page, name ?? '')).toHaveAttribute('data-stone', /black|white/);
  }

  await expect(board(page)).toHaveAttribute('data-status', 'won');
  const text = (await status.textContent()) ?? '';
  const result = /(Black|White) wins (\d+) to (\d+)/.exec(text);
  expect(result).not.toBeNull();
  const [, winner, winnerDiscs, loserDiscs] = result ?? [];
  const black = await board(page).locator('[data-stone="black"]').count();
  const white = await board(page).locator('[data-stone="white"]').count();
  expect(winner === 'Black' ? [black, white] : [white, black]).toEqual([
    Number(winnerDiscs),
    Number(loserDiscs),
  ]);
  // The known answer for this line of play.
  await expect(status).toHaveText('White wins 45 to 19');
  await expect(liveRegion(page)).toContainText('Game over. White wins 45 to 19');
  await expect(board(page).locator('[data-legal]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a forced pass is announced and shown, never silent', async ({ page }) => {
  await page.goto('/#/reversi');
  await playSquares(page, ['d3', 'c3', 'b3', 'b2', 'f5', 'a3', 'a1', 'c1']);
  await expect(liveRegion(page)).toHaveText(
    /^White plays c1, flips 1\. Black has no move and passes\s*$/,
  );
  await expect(page.locator('.stonekit-status-text')).toHaveText('Black passed. White to move');
  await expect(board(page)).toHaveAttribute('data-turn', 'white');
  await expect(page.getByRole('listitem').filter({ hasText: '9. pass' })).toBeVisible();
  // White moves again: e3 or f6.
  await expect(board(page).locator('[data-legal]')).toHaveCount(2);
  await square(page, 'e3').click();
  await expect(page.locator('.stonekit-status-text')).toHaveText('Black to move');
});

test('undo and redo take back and replay moves with their flips', async ({ page }) => {
  await page.goto('/#/reversi');
  const undo = page.getByRole('button', { name: 'Undo' });
  const redo = page.getByRole('button', { name: 'Redo' });
  await expect(undo).toBeDisabled();
  await expect(redo).toBeDisabled();

  await playSquares(page, ['f5', 'f6']);
  await expect(square(page, 'e5')).toHaveAttribute('data-stone', 'white');

  await undo.click();
  await expect(square(page, 'f6')).not.toHaveAttribute('data-stone');
  await expect(square(page, 'e5')).toHaveAttribute('data-stone', 'black');
  await expect(liveRegion(page)).toHaveText(/^White f6 taken back\s*$/);
  await undo.click();
  await expect(square(page, 'f5')).not.toHaveAttribute('data-stone');
  await expect(square(page, 'e5')).toHaveAttribute('data-stone', 'white');
  await expect(undo).toBeDisabled();

  await redo.click();
  await redo.click();
  await expect(square(page, 'f5')).toHaveAttribute('data-stone', 'black');
  await expect(square(page, 'f6')).toHaveAttribute('data-stone', 'white');
  await expect(square(page, 'e5')).toHaveAttribute('data-stone', 'white');
  await expect(redo).toBeDisabled();
});

test('a game can be played with the keyboard, with the focused move previewed', async ({
  page,
}) => {
  await page.goto('/#/reversi');
  const grid = page.getByRole('grid');
  // Tab into the board: the focus lands on the first legal move.
  await grid.locator('[tabindex="0"]').focus();
  await expect(square(page, 'd3')).toBeFocused();
  await expect(square(page, 'd3')).toHaveAttribute('data-preview', 'black');
  await expect(square(page, 'd4')).toHaveAttribute('data-flip-preview', 'black');

  await page.keyboard.press('Enter'); // black d3 flips d4
  await expect(square(page, 'd4')).toHaveAttribute('data-stone', 'black');
  await page.keyboard.press('ArrowLeft');
  await expect(square(page, 'c3')).toBeFocused();
  await page.keyboard.press('Space'); // white c3 flips d4 back
  await expect(square(page, 'c3')).toHaveAttribute('data-stone', 'white');
  await expect(square(page, 'd4')).toHaveAttribute('data-stone', 'white');
  await page.keyboard.press('ArrowDown');
  await expect(square(page, 'c4')).toBeFocused();
  await page.keyboard.press('Enter'); // black c4 flips d4 again
  await expect(square(page, 'd4')).toHaveAttribute('data-stone', 'black');
  await expect(page.locator('.stonekit-status-text')).toHaveText('White to move');
  await expect(liveRegion(page)).toHaveText(/^Black plays c4, flips 1\s*$/);
});

test('the page has no accessibility violations, with hints, after a pass and at the end', async ({
  page,
}) => {
  await page.goto('/#/reversi');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Legal moves' }).click();
  await playSquares(page, ['d3', 'c3', 'b3', 'b2', 'f5', 'a3', 'a1', 'c1']);
  await square(page, 'e3').hover();
  await expectNoAxeViolations(page);

  // A finished game, saved as the page saves it.
  const finished =
    'd3c3b3b2b1a1c4c1c2d2d1e1a2a3f5e2f1g1f2e3b5b4a5a4c5a6f4f3g3g2h2h1h3h4g4c6g5h5b6c7d6e6f6g6h6h7a7b7a8d7e7f7g7g8b8c8d8e8f8h8';
  const moves = finished.match(/../g) ?? [];
  await page.evaluate(
    (saved) => {
      localStorage.setItem('stonekit-demo:reversi', JSON.stringify(saved));
    },
    { game: 'reversi', version: 1, autoPass: true, moves, undone: [] },
  );
  await page.reload();
  await expect(page.locator('.stonekit-status')).toHaveText('White wins 45 to 19');
  await expectNoAxeViolations(page);
});

test('a game in progress survives a reload, redo included', async ({ page }) => {
  await page.goto('/#/reversi');
  await playSquares(page, ['f5', 'f6', 'e6']);
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.reload();
  await expect(square(page, 'f5')).toHaveAttribute('data-stone', 'black');
  await expect(square(page, 'f6')).toHaveAttribute('data-stone', 'white');
  await expect(square(page, 'e6')).not.toHaveAttribute('data-stone');
  await expect(page.locator('.stonekit-status-text')).toHaveText('Black to move');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(square(page, 'e6')).toHaveAttribute('data-stone', 'black');
});

test('a new game without automatic passes offers a Pass button when it is needed', async ({
  page,
}) => {
  await page.goto('/#/reversi');
  await playSquares(page, ['f5']);
  await page.getByRole('checkbox', { name: /Pass automatically/ }).uncheck();
  await page.getByRole('button', { name: 'New game' }).click();
  await expect(board(page).locator('[data-stone]')).toHaveCount(4);
  const pass = page.getByRole('button', { name: 'Pass' });
  await expect(pass).toHaveAttribute('aria-disabled', 'true');
  await playSquares(page, ['d3', 'c3', 'b3', 'b2', 'f5', 'a3', 'a1', 'c1']);
  await expect(page.locator('.stonekit-status-text')).toHaveText('Black has no move and must pass');
  await expect(liveRegion(page)).toHaveText(
    /^White plays c1, flips 1\. Black has no move and must pass\s*$/,
  );
  await pass.click();
  await expect(page.locator('.stonekit-status-text')).toHaveText('Black passed. White to move');
  await expect(pass).toHaveAttribute('aria-disabled', 'true');
});

test('the language switch shows the page in Chinese', async ({ page }) => {
  await page.goto('/#/reversi');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('zh-CN');
  await expect(page.getByRole('button', { name: '悔棋' })).toBeVisible();
  await expect(page.getByRole('grid', { name: '黑白棋棋盘，8×8' })).toBeVisible();
  await expect(page.locator('.stonekit-status-text')).toHaveText('轮到黑棋');
  await expect(page.locator('[data-square="d3"]')).toHaveAccessibleName(
    'd3，空，可落子，翻转 1 子',
  );
});
