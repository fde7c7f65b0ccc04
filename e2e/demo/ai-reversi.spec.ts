import { expect, type Page, test } from '@playwright/test';
import { collectErrors, expectNoAxeViolations } from '../axe.ts';

function square(page: Page, name: string) {
  return page.getByRole('gridcell', { name: new RegExp(`^${name},`) });
}

function board(page: Page) {
  return page.locator('.stonekit-reversi');
}

function discs(page: Page) {
  return board(page).locator('[data-stone]');
}

function liveRegion(page: Page) {
  return page.locator('.stonekit-reversi [aria-live="polite"]');
}

async function choosePlayers(page: Page, players: string, level?: string) {
  await page.getByRole('combobox', { name: 'Who plays' }).selectOption({ label: players });
  if (level !== undefined) {
    await page.getByRole('combobox', { name: 'Level' }).selectOption({ label: level });
  }
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

test('the computer answers a move with a legal one within a few seconds', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/#/reversi');
  await choosePlayers(page, 'You (black) vs computer');
  await square(page, 'd3').click();
  await expect(discs(page)).toHaveCount(6, { timeout: 5_000 });
  // White's legal answers to d3.
  const reply = await board(page).locator('[data-last-move]').getAttribute('data-square');
  expect(['c3', 'e3', 'c5']).toContain(reply);
  await expect(square(page, reply ?? '')).toHaveAttribute('data-stone', 'white');
  await expect(liveRegion(page)).toHaveText(new RegExp(`^White plays ${reply}, flips 1\\s*$`));
  await expect(page.locator('.stonekit-status-text')).toHaveText('Black to move');
  await expect(board(page)).not.toHaveAttribute('data-thinking');
  expect(errors).toEqual([]);
});

// The search runs in a Web Worker: the page keeps answering while the computer thinks. (How long
// main-thread tasks take is a matter for measurement on a quiet machine, not for a test's verdict.)
test('the page stays responsive while the computer thinks: clicks work and the board says it is busy', async ({
  page,
}) => {
  await page.goto('/#/reversi');
  // Level 10 deepens until about half its 5 s is spent (level 9 can reach its last depth at the
  // start of a game in under a second, sooner than the checks below under load).
  await choosePlayers(page, 'You (black) vs computer', '10 (strongest)');
  await square(page, 'd3').click();
  await expect(board(page)).toHaveAttribute('data-thinking', 'white');
  await expect(page.getByRole('grid')).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByText('White is thinking…')).toBeVisible();

  // While it thinks, a button answers at once.
  const hints = page.getByRole('button', { name: 'Legal moves', exact: true });
  await hints.click();
  await expect(hints).toHaveAttribute('aria-pressed', 'true');
  await expect(board(page).locator('.stonekit-legal-hint')).not.toHaveCount(0);
  await expect(board(page)).toHaveAttribute('data-thinking', 'white');

  await expect(discs(page)).toHaveCount(6, { timeout: 15_000 });
  await expect(board(page)).not.toHaveAttribute('data-thinking');
  await expect(page.getByRole('grid')).not.toHaveAttribute('aria-busy');
});

test('Undo while the computer thinks cancels its move', async ({ page }) => {
  await page.goto('/#/reversi');
  await choosePlayers(page, 'You (black) vs computer', '9');
  await square(page, 'd3').click();
  await expect(board(page)).toHaveAttribute('data-thinking', 'white');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(board(page)).not.toHaveAttribute('data-thinking');
  await expect(square(page, 'd3')).not.toHaveAttribute('data-stone');
  await expect(discs(page)).toHaveCount(4);
  // Longer than the search would have taken: still nothing.
  await page.waitForTimeout(4_000);
  await expect(discs(page)).toHaveCount(4);
  await expect(page.locator('.stonekit-status-text')).toHaveText('Black to move');
  await expect(page.getByRole('listitem')).toHaveCount(0);
});

test('Undo against the computer takes back its answer and your move', async ({ page }) => {
  await page.goto('/#/reversi');
  await choosePlayers(page, 'You (black) vs computer');
  await square(page, 'd3').click();
  await expect(discs(page)).toHaveCount(6, { timeout: 5_000 });
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(discs(page)).toHaveCount(4);
  await expect(page.locator('.stonekit-status-text')).toHaveText('Black to move');
  await page.waitForTimeout(1_000);
  await expect(discs(page)).toHaveCount(4);
});

test('Undo stays off until you have moved, when the computer opens', async ({ page }) => {
  await page.goto('/#/reversi');
  await choosePlayers(page, 'Computer vs you (white)');
  const undo = page.getByRole('button', { name: 'Undo' });
  // The computer's opening move alone: taking it back would only have it played again.
  await expect(discs(page)).toHaveCount(5, { timeout: 5_000 });
  await expect(undo).toBeDisabled();
  await page
    .getByRole('gridcell', { name: /legal move/ })
    .first()
    .click();
  await expect(undo).toBeEnabled();
});

test('Hint marks a legal square, names it and says what it is worth', async ({ page }) => {
  await page.goto('/#/reversi');
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  const hinted = board(page).locator('[data-hint]');
  await expect(hinted).toHaveCount(1, { timeout: 5_000 });
  await expect(hinted).toHaveAttribute('data-legal', '');
  const name = await hinted.getAttribute('data-square');
  expect(['d3', 'c4', 'f5', 'e6']).toContain(name);
  await expect(hinted).toHaveAccessibleName(
    new RegExp(`^${name}, empty, legal move, flips 1, hint$`),
  );
  await expect(liveRegion(page)).toHaveText(new RegExp(`^Hint: ${name}, `));
  await expect(hinted.locator('.stonekit-hint-marker')).toBeVisible();

  // The next move clears it.
  await square(page, name ?? '').click();
  await expect(board(page).locator('[data-hint]')).toHaveCount(0);
});

test('Analysis shows the evaluation and the expected line after every move', async ({ page }) => {
  await page.goto('/#/reversi');
  await page.getByRole('button', { name: 'Analysis' }).click();
  const evaluation = page.locator('.stonekit-evaluation');
  await expect(evaluation).toHaveText(/^(Black|White) is winning by ~\d+ discs?$|even/, {
    timeout: 5_000,
  });
  await expect(board(page).locator('[data-pv="1"]')).toHaveCount(1);
  await square(page, 'f5').click();
  await expect(evaluation).toHaveCount(0);
  await expect(evaluation).toHaveCount(1, { timeout: 5_000 });
  await expectNoAxeViolations(page);
});

test('Analysis of the computer playing itself shows each move it chose, with its evaluation, before it plays it', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/#/reversi');
  await page.getByRole('button', { name: 'Analysis' }).click();
  await choosePlayers(page, 'Computer vs computer', '2');
  await page.getByRole('combobox', { name: 'Move speed' }).selectOption({ label: 'Slow' });
  // Read at one instant: the moves so far, the evaluation and the square the hint frames.
  const glance = () =>
    page.evaluate(() => ({
      moves: [...document.querySelectorAll('.move-list li')].map((li) => li.textContent),
      evaluation: document.querySelector('.stonekit-evaluation')?.textContent ?? null,
      chosen: document.querySelector('.stonekit-reversi [data-hint]')?.getAttribute('data-square'),
    }));
  // The searches at level 2 take milliseconds; each move then waits out the slow pause, with
  // the evaluation and the chosen square on show. (The first position was analysed before the
  // computer took over, by the full-strength hint, which the level 2 search need not follow.)
  await expect(page.locator('.move-list li')).toHaveCount(1, { timeout: 5_000 });
  for (let shown = 0; shown < 3; shown++) {
    let seen = await glance();
    const evaluationNow = async () => {
      seen = await glance();
      return seen.evaluation;
    };
    await expect.poll(evaluationNow, { intervals: [50], timeout: 5_000 }).toMatch(/winning|even/);
    const next = seen.moves.length + 1;
    await expect(page.locator('.move-list li')).toHaveCount(next, { timeout: 5_000 });
    await expect(page.locator('.move-list li').last()).toHaveText(`${next}. ${seen.chosen}`);
  }
  await choosePlayers(page, 'Two people');
  expect(errors).toEqual([]);
});

test('the computer plays itself at the speed chosen, and stops when told', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/#/reversi');
  await choosePlayers(page, 'Computer vs computer', '1 (beginner)');
  await page.getByRole('combobox', { name: 'Move speed' }).selectOption({ label: 'Fast' });
  await expect
    .poll(() => page.getByRole('listitem').count(), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(8);
  await choosePlayers(page, 'Two people');
  await expect(board(page)).not.toHaveAttribute('data-thinking');
  const count = await page.getByRole('listitem').count();
  expect(count).toBeLessThan(60);
  await page.waitForTimeout(1_000);
  await expect(page.getByRole('listitem')).toHaveCount(count);
  expect(errors).toEqual([]);
});

test('the players are kept with the game over a reload, and the page is accessible', async ({
  page,
}) => {
  await page.goto('/#/reversi');
  await choosePlayers(page, 'Computer vs you (white)', '2');
  await expect(discs(page)).toHaveCount(5, { timeout: 5_000 });
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Who plays' })).toHaveValue('black');
  await expect(page.getByRole('combobox', { name: 'Level' })).toHaveValue('2');
  await expect(discs(page)).toHaveCount(5);
  await expect(page.locator('.stonekit-status-text')).toHaveText('White to move');
  await expectNoAxeViolations(page);

  await page.getByRole('combobox', { name: 'Language' }).selectOption('zh-CN');
  await expect(page.getByRole('group', { name: '对局者' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '对局方式' })).toHaveValue('black');
});
