import { expect, type Page, test } from '@playwright/test';
import { collectErrors, expectNoAxeViolations } from '../axe.ts';

function point(page: Page, name: string) {
  return page.getByRole('gridcell', { name: new RegExp(`^${name},`) });
}

async function playPoints(page: Page, names: string[]) {
  for (const name of names) await point(page, name).click();
}

/** Chooses the rule and opening of the next game and starts it. */
async function newGame(page: Page, rule: string, opening: string) {
  await page.getByRole('combobox', { name: 'Rule' }).selectOption(rule);
  await page.getByRole('combobox', { name: 'Opening' }).selectOption(opening);
  await page.getByRole('button', { name: 'New game' }).click();
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

test('black is refused a double-three under Renju, and the page says why', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await newGame(page, 'renju', 'free');

  // Black f8 g8 across and h6 h7 up, white far away on the a file: h8 makes two open threes.
  await playPoints(page, ['f8', 'a1', 'g8', 'a3', 'h6', 'a5', 'h7', 'a7']);
  const h8 = point(page, 'h8');
  await expect(h8).toHaveAttribute('data-forbidden', 'double-three');
  await expect(h8).toHaveAccessibleName('h8, empty, forbidden: double three');
  await expect(h8.locator('.stonekit-forbidden-marker')).toBeVisible();

  await h8.click();
  await expect(h8).not.toHaveAttribute('data-stone');
  const notice = page.locator('.stonekit-notice');
  await expect(notice).toHaveText('h8 is forbidden for black: double three');
  await expect(notice).toHaveAttribute('data-forbidden', 'double-three');
  await expect(page.locator('.stonekit-status')).toHaveText('Black to move');
  await expect(page.getByRole('listitem')).toHaveCount(8);

  // Another move clears the notice; on white's turn the cross goes away.
  await point(page, 'i9').click();
  await expect(notice).toHaveText('');
  await expect(point(page, 'h8')).not.toHaveAttribute('data-forbidden');
  expect(errors).toEqual([]);
});

test('a whole RIF opening is played through the board and the panel', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await newGame(page, 'renju', 'rif');
  const status = page.locator('.stonekit-status');
  const notice = page.locator('.stonekit-notice');
  await expect(status).toHaveText('Black places move 1 on the centre point h8');
  await expect(page.locator('.stonekit-region')).toBeVisible();

  // Move 1 must go on the centre point: a1 is refused.
  await point(page, 'a1').click();
  await expect(point(page, 'a1')).not.toHaveAttribute('data-stone');
  await expect(notice).toHaveText('a1 is not the centre point h8, where move 1 must go');

  // Moves 1 to 3 in their growing squares make Kagetsu.
  await point(page, 'h8').click();
  await expect(status).toHaveText('Black places move 2 (white) within the central 3x3 square');
  await expect(point(page, 'j10')).not.toHaveAttribute('data-legal');
  await expect(point(page, 'h9')).toHaveAttribute('data-legal', '');
  await point(page, 'h9').click();
  await point(page, 'i9').click();
  await expect(page.locator('.stonekit-status-opening')).toHaveText('Opening: Kagetsu (花月, 4D)');

  // White swaps through the panel, then places move 4 anywhere.
  const choose = page.getByRole('group', { name: 'White: swap or keep?' });
  await expect(choose).toBeVisible();
  await expectNoAxeViolations(page);
  await choose.getByRole('button', { name: 'Swap' }).click();
  await expect(status).toContainText('White places move 4 anywhere');
  await point(page, 'g10').click();

  // Black picks two fifth moves on the board and offers them.
  const offer = page.getByRole('group', { name: 'Black offers 2 fifth moves' });
  const send = offer.getByRole('button', { name: 'Offer these 2 moves' });
  await expect(send).toBeDisabled();
  await point(page, 'j8').click();
  await point(page, 'g7').click();
  await expect(point(page, 'j8')).toHaveAttribute('data-offered', '1');
  await expect(point(page, 'g7')).toHaveAttribute('data-offered', '2');
  await expect(offer.getByText('Chosen: j8, g7 (2 of 2)')).toBeVisible();
  await expectNoAxeViolations(page);
  await send.click();

  // White selects one on the board; the others go away and the opening is over.
  await expect(status).toContainText('White selects one of the 2 fifth moves offered');
  await expect(point(page, 'h5')).not.toHaveAttribute('data-legal');
  await point(page, 'g7').click();
  await expect(point(page, 'g7')).toHaveAttribute('data-stone', 'black');
  await expect(point(page, 'j8')).not.toHaveAttribute('data-offered');
  await expect(page.getByRole('group', { name: /fifth moves/ })).toHaveCount(0);
  await expect(status).toHaveText('White to move Opening: Kagetsu (花月, 4D)');

  // Move 6, then normal play.
  await playPoints(page, ['k11', 'a1']);
  await expect(point(page, 'k11')).toHaveAttribute('data-stone', 'white');
  await expect(point(page, 'a1')).toHaveAttribute('data-stone', 'black');
  await expect(status).toHaveText('White to move Opening: Kagetsu (花月, 4D)');
  await expect(page.getByRole('listitem')).toHaveCount(7);
  expect(errors).toEqual([]);
});

test('an opening in progress survives a reload, offer and all', async ({ page }) => {
  await page.goto('/');
  await newGame(page, 'renju', 'rif');
  await playPoints(page, ['h8', 'h9', 'i9']);
  await page.getByRole('button', { name: 'Keep' }).click();
  await playPoints(page, ['g10']);
  await playPoints(page, ['j8', 'g7']);
  await page.getByRole('button', { name: 'Offer these 2 moves' }).click();
  await page.reload();
  await expect(page.locator('.stonekit-status')).toHaveText(
    'White selects one of the 2 fifth moves offered Opening: Kagetsu (花月, 4D)',
  );
  await expect(point(page, 'j8')).toHaveAttribute('data-offered', '1');
  await page.getByRole('button', { name: 'Select j8' }).click();
  await expect(point(page, 'j8')).toHaveAttribute('data-stone', 'black');
});

test('a new game starts with the opening and the board size chosen', async ({ page }) => {
  await page.goto('/');
  const openings = page.getByRole('combobox', { name: 'Opening' });
  await expect(openings.locator('option')).toHaveText([
    'None',
    'Centre',
    'Swap1',
    'Swap2',
    'RIF',
    'Yamaguchi',
    'Taraguchi-10',
  ]);
  await expect(openings).toHaveAccessibleDescription('Black starts anywhere.');
  await page.getByRole('combobox', { name: 'Board size' }).selectOption('9');
  await openings.selectOption('taraguchi-10');
  await expect(openings).toHaveAccessibleDescription(/ten fifth moves offered/);
  await page.getByRole('button', { name: 'New game' }).click();
  await expect(page.getByRole('grid')).toHaveAttribute('aria-label', /9 by 9/);
  await expect(page.locator('.stonekit-status')).toHaveText(
    'Black places move 1 on the centre point e5',
  );
});
