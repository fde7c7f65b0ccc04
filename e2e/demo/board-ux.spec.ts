import { expect, type Locator, type Page, test } from '@playwright/test';
import { collectErrors, expectNoAxeViolations } from '../axe.ts';

// Cells by their lower-case data-point, whatever case the board shows its names in.
function point(page: Page, name: string): Locator {
  return page.locator(`.stonekit-gomoku [data-point="${name}"]`);
}

function square(page: Page, name: string): Locator {
  return page.locator(`.stonekit-reversi [data-square="${name}"]`);
}

async function playPoints(page: Page, names: string[]): Promise<void> {
  for (const name of names) await point(page, name).click();
}

function stones(page: Page): Locator {
  return page.locator('.stonekit-gomoku [data-stone]');
}

/** The y of every element of the panel, and of the controls inside its boxes. */
async function panelLayout(page: Page): Promise<number[]> {
  return page
    .locator('.game-panel > *, .game-panel fieldset > *, .game-panel .toolbar > *')
    .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().y));
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

test('a rule chosen for the next game waits for New game, and the page says which game is on', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/');
  const info = page.locator('.game-info');
  await expect(info).toHaveText('This game: Freestyle · No opening rule · No clock');

  const rule = page.getByRole('combobox', { name: 'Rule' });
  await rule.selectOption('renju');
  // The choice reads as pending: marked, its note about the next game, the game unchanged.
  await expect(rule).toHaveAccessibleName('Rule changed');
  const nextGame = page.getByRole('group', { name: 'Next game' });
  await expect(nextGame).toHaveAttribute('data-pending', '');
  await expect(nextGame).toContainText('Changes apply when you press New game.');
  await expect(page.locator(`#${await rule.getAttribute('aria-describedby')}`)).toHaveText(
    'Next game: Black may not make a double three, a double four or an overline.',
  );
  await expect(info).toHaveText('This game: Freestyle · No opening rule · No clock');
  await expectNoAxeViolations(page);

  // Still freestyle: black's double three at h8 is played.
  await playPoints(page, ['f8', 'a1', 'g8', 'a3', 'h6', 'a5', 'h7', 'a7', 'h8']);
  await expect(point(page, 'h8')).toHaveAttribute('data-stone', 'black');

  await page.getByRole('button', { name: 'New game' }).click();
  await expect(info).toHaveText('This game: Renju · No opening rule · No clock');
  await expect(rule).toHaveAccessibleName('Rule');
  await expect(nextGame).not.toHaveAttribute('data-pending');

  // Now Renju: the same double three is forbidden, and refused.
  await playPoints(page, ['f8', 'a1', 'g8', 'a3', 'h6', 'a5', 'h7', 'a7']);
  await expect(point(page, 'h8')).toHaveAttribute('data-forbidden', 'double-three');
  await point(page, 'h8').click();
  await expect(point(page, 'h8')).not.toHaveAttribute('data-stone');
  await expect(page.locator('.feedback')).toHaveText('H8 is forbidden for black: double three');
  expect(errors).toEqual([]);
});

test('Renju under RIF is one click away, and the choices are remembered after a reload', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await playPoints(page, ['h8', 'h9']);
  const presets = page.getByRole('group', { name: 'Start a game' });
  await presets.getByRole('button', { name: 'Renju · RIF' }).click();
  const info = page.locator('.game-info');
  await expect(info).toHaveText('This game: Renju · RIF · No clock');
  await expect(stones(page)).toHaveCount(0);
  await expect(page.locator('.stonekit-status')).toContainText('centre point H8');
  await expect(presets.getByRole('button', { name: 'Renju · RIF' })).toHaveAttribute(
    'data-current',
    '',
  );

  // A choice left pending is kept too, still pending.
  await page.getByRole('combobox', { name: 'Time control' }).selectOption('3+2');
  await page.reload();
  await expect(info).toHaveText('This game: Renju · RIF · No clock');
  await expect(page.getByRole('combobox', { name: 'Rule' })).toHaveValue('renju');
  await expect(page.getByRole('combobox', { name: 'Opening' })).toHaveValue('rif');
  const time = page.getByRole('combobox', { name: 'Time control' });
  await expect(time).toHaveValue('3+2');
  await expect(time).toHaveAccessibleName('Time control changed');

  // Nothing saved at all, and the choices kept: the next visit starts with Renju under RIF.
  await page.evaluate(() => localStorage.removeItem('stonekit-demo:gomoku'));
  await page.reload();
  await expect(info).toHaveText('This game: Renju · RIF · 3 min + 2 s');
  expect(errors).toEqual([]);
});

test('choices saved in a form the page cannot read give the defaults, and nothing breaks', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('stonekit-demo:gomoku:next', '{"size": 15, "rule": "ren');
    localStorage.setItem('stonekit-demo:gomoku:board', '"upper"');
  });
  await page.reload();
  await expect(page.locator('.game-info')).toHaveText(
    'This game: Freestyle · No opening rule · No clock',
  );
  await expect(page.getByRole('combobox', { name: 'Rule' })).toHaveValue('freestyle');
  await expect(page.getByRole('combobox', { name: 'Coordinates' })).toHaveValue('upper');
  await playPoints(page, ['h8']);
  await expect(point(page, 'h8')).toHaveAttribute('data-stone', 'black');
  expect(errors).toEqual([]);
});

test('a refusal shows under the status without moving the panel, and undo clears it', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await playPoints(page, ['h8', 'h9']);
  const before = await panelLayout(page);
  expect(before.length).toBeGreaterThan(10);

  await point(page, 'h8').click();
  const feedback = page.locator('.feedback');
  await expect(feedback).toHaveText('H8 is occupied');
  await expect(page.locator('.feedback .stonekit-notice')).toBeVisible();
  expect(await panelLayout(page)).toEqual(before);
  await expectNoAxeViolations(page);

  // Undo succeeds: the refusal is old news.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(feedback).toHaveText('');
  await expect(stones(page)).toHaveCount(1);
  expect(await panelLayout(page)).toEqual(before);
  expect(errors).toEqual([]);
});

test('a Reversi square that flips nothing is said under the status, nothing moving', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/#/reversi');
  await expect(page.locator('.game-info')).toHaveText('This game: No clock');
  const before = await panelLayout(page);
  await square(page, 'a1').click();
  await expect(page.locator('.feedback')).toHaveText('a1 flips no discs');
  expect(await panelLayout(page)).toEqual(before);
  await square(page, 'd3').click();
  await expect(page.locator('.feedback')).toHaveText('');
  expect(errors).toEqual([]);
});

test('Ctrl+Z takes back and Ctrl+Shift+Z or Ctrl+Y replays; the board keeps its arrow keys', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await playPoints(page, ['h8', 'h9', 'i8']);
  await page.keyboard.press('Control+z');
  await expect(stones(page)).toHaveCount(2);
  await page.keyboard.press('Control+Shift+Z');
  await expect(stones(page)).toHaveCount(3);
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+y');
  await expect(stones(page)).toHaveCount(3);
  await expect(page.locator('.stonekit-gomoku [aria-live="polite"]')).toContainText('I8');

  // On the board, the arrows move focus and take nothing back; Ctrl+Z still does.
  await point(page, 'i8').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(point(page, 'h8')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(point(page, 'h9')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(point(page, 'a9')).toBeFocused();
  await expect(stones(page)).toHaveCount(3);
  await page.keyboard.press('Control+z');
  await expect(stones(page)).toHaveCount(2);
  await expect(point(page, 'a9')).toBeFocused();

  // A select keeps its keys: nothing is taken back from there.
  await page.getByRole('combobox', { name: 'Rule' }).focus();
  await page.keyboard.press('Control+z');
  await expect(stones(page)).toHaveCount(2);
  expect(errors).toEqual([]);
});

test('the arrow keys in the move list step through the game, announced', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await playPoints(page, ['h8', 'h9', 'i8']);
  const list = page.getByRole('region', { name: 'Moves' });
  await list.focus();
  const live = page.locator('.stonekit-gomoku [aria-live="polite"]');
  await page.keyboard.press('ArrowLeft');
  await expect(stones(page)).toHaveCount(2);
  await expect(live).toContainText('Black I8 taken back');
  await page.keyboard.press('ArrowRight');
  await expect(stones(page)).toHaveCount(3);
  await expect(live).toContainText('Black replays I8');
  await page.keyboard.press('Home');
  await expect(stones(page)).toHaveCount(0);
  await expect(list).toBeFocused();
  await expect(list).toContainText('No moves yet.');
  await page.keyboard.press('End');
  await expect(stones(page)).toHaveCount(3);
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('a hint is shown in words under the status, in both games', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await playPoints(page, ['h8', 'h9']);
  await page.getByRole('combobox', { name: 'Level' }).selectOption('1');
  await page.getByRole('button', { name: 'Hint' }).click();
  const hint = page.locator('.feedback .stonekit-hint-text');
  await expect(hint).toBeVisible({ timeout: 15_000 });
  await expect(hint).toHaveText(/^Hint: [A-O]\d{1,2}, /);
  // A move makes it old.
  await point(page, 'a1').click();
  await expect(hint).toBeHidden();

  await page.goto('/#/reversi');
  await page.getByRole('button', { name: 'Hint' }).click();
  const reversiHint = page.locator('.feedback .stonekit-hint-text');
  await expect(reversiHint).toHaveText(/^Hint: (d3|c4|f5|e6), /, { timeout: 15_000 });
  expect(errors).toEqual([]);
});

test('the computer’s swap in RIF is said under the status until the next move', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await page
    .getByRole('group', { name: 'Start a game' })
    .getByRole('button', { name: 'Renju · RIF' })
    .click();
  // You start: you place moves 1 to 3, the computer chooses as the tentative white.
  await page.getByRole('combobox', { name: 'Who plays' }).selectOption('white');
  await page.getByRole('combobox', { name: 'Move speed' }).selectOption('fast');
  await playPoints(page, ['h8', 'h9', 'i9']);
  const news = page.locator('.feedback .computer-choice');
  await expect(news).toHaveText(
    /^The computer (swapped: you now play white|kept its colour: you play black)\.$/,
    { timeout: 15_000 },
  );
  const you = (await news.textContent())?.includes('white') ? 'white' : 'black';
  await expect(page.getByText(`You play ${you}, the computer`)).toBeVisible();
  await expectNoAxeViolations(page);
  // Move 4 is white's, anywhere: yours after a swap, else the computer's. Then the news goes.
  if (you === 'white') await point(page, 'k12').click();
  await expect(stones(page)).toHaveCount(4, { timeout: 15_000 });
  await expect(news).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('tap-to-confirm and the coordinates’ case are settings, remembered', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  // The brief's board: A to O.
  const letters = page.locator('.stonekit-gomoku .stonekit-coordinate');
  await expect(page.getByRole('combobox', { name: 'Coordinates' })).toHaveValue('upper');
  await expect(point(page, 'h8')).toHaveAccessibleName(/^H8, /);
  expect(await letters.allTextContents()).toContain('H');
  await page.getByRole('combobox', { name: 'Coordinates' }).selectOption('lower');
  await expect(point(page, 'h8')).toHaveAccessibleName(/^h8, /);
  expect(await letters.allTextContents()).toContain('h');

  // Always: a click only shows the stone; a second click on it plays.
  await page.getByRole('combobox', { name: 'Tap to confirm' }).selectOption('always');
  await point(page, 'h8').click();
  await expect(point(page, 'h8')).toHaveAttribute('data-pending', '');
  await expect(stones(page)).toHaveCount(0);
  await point(page, 'h8').click();
  await expect(point(page, 'h8')).toHaveAttribute('data-stone', 'black');

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Tap to confirm' })).toHaveValue('always');
  await expect(page.getByRole('combobox', { name: 'Coordinates' })).toHaveValue('lower');
  await point(page, 'h9').click();
  await expect(point(page, 'h9')).toHaveAttribute('data-pending', '');
  expect(errors).toEqual([]);
});

test('the game and the pending marks read in Chinese', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('stonekit-demo:locale', 'zh-CN'));
  await page.goto('/');
  await expect(page.locator('.game-info')).toHaveText('本局：自由规则 · 无开局规则 · 不计时');
  const rule = page.getByRole('combobox', { name: /^规则/ });
  await rule.selectOption('renju');
  await expect(rule).toHaveAccessibleName('规则 已更改');
  await expect(page.getByRole('group', { name: '下一局' })).toContainText('点“新对局”后才生效。');
  await page.goto('/#/reversi');
  await expect(page.locator('.game-info')).toHaveText('本局：不计时');
  await expectNoAxeViolations(page);
});
