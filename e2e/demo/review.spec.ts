import { expect, type Locator, type Page, test } from '@playwright/test';
import { collectErrors, expectNoAxeViolations } from '../axe.ts';

// Review under the board: Analyse with a progress bar, the evaluation graph, a mistake's better
// move on the board, and the whole line stepped through with buttons, clicks and arrow keys.

function point(page: Page, name: string): Locator {
  return page.locator(`.stonekit-gomoku [data-point="${name}"]`);
}

function stones(page: Page): Locator {
  return page.locator('.stonekit-gomoku [data-stone]');
}

function review(page: Page): Locator {
  return page.getByRole('region', { name: /^(Review|复盘)$/ });
}

/**
 * A finished freestyle game: white makes a four along the edge (a1 to a4), black, whose stones
 * threaten nothing, leaves it open with o15, and white makes five at a5.
 */
const blunderedGame = ['h8', 'a1', 'k4', 'a2', 'd12', 'a3', 'm13', 'a4', 'o15', 'a5'];

/** A whole Reversi game, white winning 45 to 19 (reversi.spec.ts plays it by hand). */
const reversiGame =
  'd3c3b3b2b1a1c4c1c2d2d1e1a2a3f5e2f1g1f2e3b5b4a5a4c5a6f4f3g3g2h2h1h3h4g4c6g5h5b6c7d6e6f6g6h6h7a7b7a8d7e7f7g7g8b8c8d8e8f8h8';

/** Opens the page on a game saved as the page autosaves it, with the computer playing white. */
async function openOn(page: Page, path: string, key: string, saved: object, locale = 'en') {
  await page.addInitScript(
    ({ key, saved, locale }) => {
      if (sessionStorage.getItem('e2e-started')) return;
      sessionStorage.setItem('e2e-started', '1');
      localStorage.clear();
      localStorage.setItem('stonekit-demo:locale', locale);
      localStorage.setItem('stonekit-demo:gomoku:board', '{"coordinateCase":"lower"}');
      localStorage.setItem(key, JSON.stringify(saved));
      const players = { aiPlayer: 'white', level: 3, aiMoveDelayMs: 150, analysis: false };
      localStorage.setItem('stonekit-demo:gomoku:players', JSON.stringify(players));
    },
    { key, saved, locale },
  );
  await page.goto(path);
}

async function openBlunderedGame(page: Page, locale = 'en') {
  const saved = { game: 'gomoku', version: 1, size: 15, rule: 'freestyle', moves: blunderedGame };
  await openOn(page, '/', 'stonekit-demo:gomoku', { ...saved, undone: [] }, locale);
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a finished game analysed: the graph, a blunder and its better move on the board', async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await openBlunderedGame(page);
      await expect(page.locator('.stonekit-status')).toContainText('White wins');
      await expect(review(page)).toContainText('The game is over: analyse it');
      await review(page).getByRole('button', { name: 'Analyse the game' }).click();

      // The analysis runs with a bar and Cancel, or is done already: either way it ends done.
      const progress = review(page).locator('.stonekit-review-progress');
      await expect(progress).toHaveAttribute('data-status', /running|done/);
      await expect(progress).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
      await expect(progress).toContainText(/blunder/);
      const graph = review(page).getByRole('slider', { name: 'Evaluation for Black' });
      await expect(graph).toBeVisible();
      await expect(graph).toHaveAttribute('aria-valuetext', /^10\. a5, white: White won/);
      await expect(review(page).getByText(/The computer waits while you review/)).toBeVisible();
      // Nothing of the review (its table for screen readers included) widens the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      await expectNoAxeViolations(page);

      // The move list of the whole line marks the blunder; a click on it shows that position,
      // with the move played and the better one ringed on the board.
      const list = review(page).getByRole('region', { name: 'Moves' });
      const blunder = list.locator('[data-annotation="blunder"]').first();
      await expect(blunder).toBeVisible();
      await blunder.click();
      const details = review(page).locator('.stonekit-review-details');
      await expect(details).toHaveAttribute('data-judgement', 'blunder');
      await expect(details).toContainText(/Better: [a-o]\d+/);
      const better = await details
        .locator('.stonekit-review-details-better')
        .getAttribute('data-move');
      await expect(
        page.locator('.stonekit-gomoku .stonekit-marker.stonekit-review-better'),
      ).toHaveCount(1);
      expect(better).toMatch(/^[a-o]\d+$/);
      await expectNoAxeViolations(page);

      // The step buttons, a click on a move and the arrow keys go through the game.
      const steps = review(page).getByRole('group', { name: 'Step through the game' });
      await steps.getByRole('button', { name: 'Start' }).click();
      await expect(stones(page)).toHaveCount(0);
      await steps.getByRole('button', { name: 'Next move' }).click();
      await expect(stones(page)).toHaveCount(1);
      await list.getByRole('button', { name: /^4\. / }).click();
      await expect(stones(page)).toHaveCount(4);
      await page.keyboard.press('ArrowRight');
      await expect(stones(page)).toHaveCount(5);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(stones(page)).toHaveCount(3);
      // The computer plays white, yet waits at a position where white is to move.
      await expect(point(page, 'k4')).toHaveAttribute('data-stone', 'black');
      await expect(point(page, 'a2')).not.toHaveAttribute('data-stone');
      await steps.getByRole('button', { name: 'Last move' }).click();
      await expect(stones(page)).toHaveCount(10);

      await review(page).getByRole('button', { name: 'Back to the game' }).click();
      await expect(graph).toBeHidden();
      await expect(page.locator('.game-panel .move-list')).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}

test('stepping back and going back to the game leaves the game whole, the computer playing on', async ({
  page,
}) => {
  await openBlunderedGame(page);
  await review(page).getByRole('button', { name: 'Review the moves' }).click();
  const steps = review(page).getByRole('group', { name: 'Step through the game' });
  await steps.getByRole('button', { name: 'Previous move' }).click();
  await steps.getByRole('button', { name: 'Previous move' }).click();
  await expect(stones(page)).toHaveCount(8);
  await review(page).getByRole('button', { name: 'Back to the game' }).click();
  await expect(stones(page)).toHaveCount(10);
  await expect(page.locator('.stonekit-status')).toContainText('White wins');
  // The computer's settings were not saved as paused.
  const players = await page.evaluate(() => localStorage.getItem('stonekit-demo:gomoku:players'));
  expect(JSON.parse(players ?? '{}')).toMatchObject({ aiPlayer: 'white' });
});

test('a whole Reversi game analysed, and its graph, in Chinese', async ({ page }) => {
  const errors = collectErrors(page);
  const moves = reversiGame.match(/../g) ?? [];
  await openOn(
    page,
    '/#/reversi',
    'stonekit-demo:reversi',
    { game: 'reversi', version: 1, autoPass: true, moves, undone: [] },
    'zh-CN',
  );
  await review(page).getByRole('button', { name: '分析对局' }).click();
  const progress = review(page).locator('.stonekit-review-progress');
  await expect(progress).toHaveAttribute('data-status', 'done', { timeout: 90_000 });
  await expect(review(page).getByRole('slider')).toBeVisible();
  // The whole line, the passes the game forced included, up to white's h8.
  await expect(review(page).locator('.stonekit-review-moves li').last()).toContainText('h8');
  await review(page).screenshot({
    path: '.reports/screenshots/demo-review-reversi-1280-zh-CN.png',
  });
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

// Pictures of the review, to look at: .reports/screenshots/.
for (const locale of ['en', 'zh-CN'] as const) {
  for (const width of [1280, 390]) {
    test(`the review of a game, pictured at ${width} px in ${locale}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openBlunderedGame(page, locale);
      await review(page).locator('.stonekit-review-progress button').click();
      const progress = review(page).locator('.stonekit-review-progress');
      await expect(progress).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
      await review(page)
        .locator('.stonekit-review-moves [data-annotation="blunder"]')
        .first()
        .click();
      await expect(page.locator('.stonekit-review-better')).toHaveCount(1);
      const shots = `.reports/screenshots/demo-review-${width}-${locale}`;
      await review(page).screenshot({ path: `${shots}.png` });
      await page.screenshot({ path: `${shots}-page.png`, fullPage: true });
    });
  }
}
