import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { collectErrors, expectNoAxeViolations } from '../axe.ts';

// The Games panel under the board: save, load, export, import, share, and a damaged save shown.

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

function panel(page: Page): Locator {
  return page.getByRole('group', { name: /^(Games|对局)$/ });
}

function savedGame(page: Page, name: string): Locator {
  return page.locator('.stonekit-saved-game').filter({ hasText: name });
}

/** What the panel said of its last action. */
function said(page: Page): Locator {
  return page.locator('.games-panel .games-status');
}

async function saveAs(page: Page, name: string): Promise<void> {
  await panel(page).getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await panel(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(said(page)).toHaveText(`Saved “${name}”.`);
}

/** A Gomocup .psq file of h8, i7, h7 on 15x15, as the Gomoku page exports it. */
const psq = 'Piskvorky 15x15, 11:11, 0\n8,8,0\n9,9,0\n8,9,0\n-1\n';

/** Two Othello games in GGF, as a GGS archive holds them. */
const ggf =
  '(;GM[Othello]PB[Ann]PW[Bo]TY[8]RE[?]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]B[F5]W[D6];)\n' +
  '(;GM[Othello]PB[Cy]PW[Di]TY[8]RE[?]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]B[F5]W[F6]B[E6];)\n';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-started')) {
      localStorage.clear();
      localStorage.setItem('stonekit-demo:locale', 'en');
      localStorage.setItem('stonekit-demo:gomoku:board', '{"coordinateCase":"lower"}');
      sessionStorage.setItem('e2e-started', '1');
    }
  });
});

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('two games saved, the page reloaded, the first loaded back after a question', async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await page.goto('/');
      await playPoints(page, ['h8', 'i9']);
      await saveAs(page, 'First game');
      await page.getByRole('button', { name: 'New game' }).click();
      await playPoints(page, ['a1', 'b2', 'c3']);
      await saveAs(page, 'Second game');

      await page.reload();
      // The game in progress is back, and both saves are listed, the newest first.
      await expect(stones(page)).toHaveCount(3);
      const names = page.locator('.stonekit-saved-game .stonekit-saved-name');
      await expect(names).toHaveText(['Second game', 'First game']);
      await expectNoAxeViolations(page);

      await savedGame(page, 'First game').getByRole('button', { name: 'Load' }).click();
      const question = panel(page).getByRole('group', { name: /^Replace the game on the board/ });
      await expect(question).toBeFocused();
      await expect(question).toContainText('3 moves, still in play');
      await expect(stones(page)).toHaveCount(3);
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      await question.getByRole('button', { name: 'Replace it' }).click();
      await expect(question).toBeHidden();
      await expect(stones(page)).toHaveCount(2);
      await expect(point(page, 'h8')).toHaveAttribute('data-stone', 'black');
      await expect(point(page, 'i9')).toHaveAttribute('data-stone', 'white');
      await expect(said(page)).toHaveText('Opened “First game”.');

      // Loaded, it is the game in progress: a reload keeps it.
      await page.reload();
      await expect(stones(page)).toHaveCount(2);
      expect(errors).toEqual([]);
    });

    test('a game exported as SGF comes back through the file picker', async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto('/');
      await playPoints(page, ['h8', 'i9', 'h9', 'i10']);
      await expect(panel(page).getByRole('combobox', { name: 'Export as' })).toHaveValue('sgf');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        panel(page).getByRole('button', { name: 'Download' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^gomoku-\d{4}-\d\d-\d\d-\d{4}\.sgf$/);
      const file = await download.path();
      const sgf = await readFile(file, 'utf8');
      expect(sgf).toContain('GM[4]');
      expect(sgf).toContain(';B[hh];W[ig];B[hg];W[if]');

      await page.getByRole('button', { name: 'New game' }).click();
      await expect(stones(page)).toHaveCount(0);
      await panel(page).getByLabel('Open a file').setInputFiles(file);
      await expect(stones(page)).toHaveCount(4);
      await expect(point(page, 'i10')).toHaveAttribute('data-stone', 'white');
      await expect(said(page)).toHaveText('Opened Gomoku · 4 moves.');
      expect(errors).toEqual([]);
    });

    test('a .psq pasted opens after the question, and a paste that is no game says why', async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await page.goto('/');
      await playPoints(page, ['a1']);
      await panel(page).getByText('Paste a game record').click();
      const field = panel(page).getByRole('textbox', {
        name: 'Game record, move list or share link',
      });
      await field.fill('this is no game');
      await panel(page).getByRole('button', { name: 'Import', exact: true }).click();
      const alert = panel(page).getByRole('alert').filter({ hasText: 'could not be imported' });
      await expect(alert).toContainText('The text could not be imported.');
      await expect(alert).toContainText('SGF, GGF, .psq, WTHOR');
      await expect(stones(page)).toHaveCount(1);
      await expectNoAxeViolations(page);

      await field.fill(psq);
      await panel(page).getByRole('button', { name: 'Import', exact: true }).click();
      await panel(page).getByRole('button', { name: 'Replace it' }).click();
      await expect(stones(page)).toHaveCount(3);
      for (const [name, stone] of [
        ['h8', 'black'],
        ['i7', 'white'],
        ['h7', 'black'],
      ]) {
        await expect(point(page, name!)).toHaveAttribute('data-stone', stone!);
      }
      await expect(alert).toBeHidden();
      expect(errors).toEqual([]);
    });

    test('a shared link asks before it replaces the game, and keeps the game replaced', async ({
      page,
      context,
    }) => {
      const errors = collectErrors(page);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto('/');
      await playPoints(page, ['h8', 'i9', 'j10']);
      await panel(page).getByRole('button', { name: 'Copy link' }).click();
      await expect(panel(page).getByText('Link copied.')).toBeVisible();
      const link = await panel(page)
        .getByRole('textbox', { name: 'Link to this game' })
        .inputValue();
      expect(link).toMatch(/#\/gomoku\?g=[A-Za-z0-9_-]+$/);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

      // Another game on the board, then the link opened.
      await page.getByRole('button', { name: 'New game' }).click();
      await playPoints(page, ['a1', 'b2']);
      await page.goto(link);
      const banner = page.getByRole('region', { name: 'A shared game' });
      await expect(banner).toContainText('Gomoku · 3 moves. Open it in place of the game');
      // Nothing replaced unasked: the board still holds the player's game.
      await expect(stones(page)).toHaveCount(2);
      await expect(banner).toBeFocused();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      await expectNoAxeViolations(page);

      await banner.getByRole('button', { name: 'Open it' }).click();
      await expect(stones(page)).toHaveCount(3);
      await expect(point(page, 'j10')).toHaveAttribute('data-stone', 'black');
      await expect(page).toHaveURL(/#\/gomoku$/);
      await expect(page.locator('.shared-banner')).toContainText(
        /Your game was saved as “Gomoku · 2 moves · .+ \(before a shared game\)”\./,
      );
      await expect(savedGame(page, '(before a shared game)')).toContainText('2 moves');

      // Keep my game leaves the board alone, and the link leaves the address.
      await page.goto(link);
      await page
        .getByRole('region', { name: 'A shared game' })
        .getByRole('button', { name: 'Keep my game' })
        .click();
      await expect(page.locator('.shared-banner')).toHaveCount(0);
      await expect(page).toHaveURL(/#\/gomoku$/);
      expect(errors).toEqual([]);
    });
  });
}

test('a link to a Reversi game opened on the Gomoku page goes to the Reversi page', async ({
  page,
}) => {
  await page.goto('/#/gomoku?g=AQEBJSsS');
  await expect(page).toHaveURL(/#\/reversi\?g=AQEBJSsS$/);
  const banner = page.getByRole('region', { name: 'A shared game' });
  await expect(banner).toContainText('Reversi · 3 moves');
  await banner.getByRole('button', { name: 'Open it' }).click();
  await expect(square(page, 'c3')).toHaveAttribute('data-stone', 'black');
});

test('a link whose code does not read says why, and changes nothing', async ({ page }) => {
  await page.goto('/');
  await playPoints(page, ['h8']);
  await page.goto('/#/gomoku?g=AQAPA*');
  const banner = page.getByRole('region', { name: 'A shared game' });
  await expect(banner.getByRole('alert')).toContainText('The game in this link cannot be read.');
  await expect(stones(page)).toHaveCount(1);
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toBeHidden();
});

test('a file of many games asks which to open; a Reversi file on the Gomoku page offers its page', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/#/reversi');
  await panel(page)
    .getByLabel('Open a file')
    .setInputFiles({
      name: 'games.ggf',
      mimeType: 'text/plain',
      buffer: Buffer.from(ggf),
    });
  const question = panel(page).getByRole('group', { name: /holds 2 games/ });
  await expect(question).toBeFocused();
  await question.getByRole('combobox', { name: 'Game' }).selectOption({ index: 1 });
  await question.getByRole('button', { name: 'Open' }).click();
  // f5 f6 e6: the second game, not the first (f5 d6).
  await expect(square(page, 'e6')).toHaveAttribute('data-stone', 'black');
  await expect(square(page, 'f6')).toHaveAttribute('data-stone', 'white');
  await expect(square(page, 'd6')).not.toHaveAttribute('data-stone');

  await page.goto('/#/gomoku');
  await panel(page)
    .getByLabel('Open a file')
    .setInputFiles({
      name: 'games.ggf',
      mimeType: 'text/plain',
      buffer: Buffer.from(ggf),
    });
  await panel(page).getByRole('button', { name: 'Open', exact: true }).click();
  const other = panel(page).getByRole('group', { name: /game of Reversi/ });
  await other.getByRole('link', { name: 'Open it on the Reversi page' }).click();
  await expect(page).toHaveURL(/#\/reversi\?g=.+&from=import$/);
  const banner = page.getByRole('region', { name: 'The game you imported' });
  await expect(banner).toContainText('Reversi · 2 moves');
  // The Reversi page's game (3 moves) is kept in the list as the imported one replaces it.
  await banner.getByRole('button', { name: 'Open it' }).click();
  await expect(page.locator('.stonekit-reversi [data-stone]')).toHaveCount(6);
  await expect(savedGame(page, '(before a shared game)')).toContainText('3 moves');
  expect(errors).toEqual([]);
});

test('a file dropped on the board is imported', async ({ page }) => {
  await page.goto('/');
  const drop = await page.evaluateHandle((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], 'game.psq', { type: 'text/plain' }));
    return transfer;
  }, psq);
  const board = page.locator('.game-board');
  await board.dispatchEvent('dragover', { dataTransfer: drop });
  await expect(page.locator('.game')).toHaveAttribute('data-dropping', '');
  await board.dispatchEvent('drop', { dataTransfer: drop });
  await expect(page.locator('.game')).not.toHaveAttribute('data-dropping');
  await expect(stones(page)).toHaveCount(3);
});

test('a damaged autosave and a damaged save are shown, their text kept to download', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const garbage = '{"game":"gomoku","moves":["h8",';
  await page.goto('/');
  await page.evaluate(
    ({ garbage }) => {
      localStorage.setItem('stonekit-demo:gomoku', garbage);
      localStorage.setItem('stonekit-demo:game:broken', 'not a game at all');
      // Where the demo set a damaged game aside before it used the kit.
      localStorage.setItem('stonekit-demo:gomoku:unreadable', '{"game":"gomoku"}');
    },
    { garbage },
  );
  await page.reload();

  const notice = page.locator('.damaged-notice');
  await expect(notice).toContainText('Your last game could not be restored');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    notice.getByRole('button', { name: 'Download raw text' }).click(),
  ]);
  expect(await readFile(await download.path(), 'utf8')).toBe(garbage);
  await expectNoAxeViolations(page);

  // All three are listed as unreadable, none lost; the new game is autosaved in the slot.
  await expect(page.locator('.stonekit-saved-game[data-unreadable]')).toHaveCount(3);
  const kept = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('stonekit-demo:game:'))
      .map((key) => localStorage.getItem(key)),
  );
  expect(kept).toEqual(expect.arrayContaining([garbage, 'not a game at all', '{"game":"gomoku"}']));
  await playPoints(page, ['h8']);
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toBeHidden();
  await page.reload();
  await expect(stones(page)).toHaveCount(1);
  await expect(page.locator('.damaged-notice')).toHaveCount(0);
  expect(errors).toEqual([]);
});

// Pictures of the panel and the banner, to look at: .reports/screenshots/.
for (const locale of ['en', 'zh-CN'] as const) {
  for (const width of [1280, 390]) {
    test(`the Games panel and a shared game's banner, pictured at ${width} px in ${locale}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript(
        (locale) => localStorage.setItem('stonekit-demo:locale', locale),
        locale,
      );
      await page.goto('/');
      await playPoints(page, ['h8', 'i9', 'h9', 'i10']);
      await panel(page)
        .locator('input[type="text"]')
        .first()
        .fill(locale === 'en' ? 'Club night, round 2' : '周末练习');
      await panel(page).locator('button[type="submit"]').first().click();
      await expect(page.locator('.stonekit-saved-game')).toHaveCount(1);
      await panel(page).locator('.games-paste summary').click();
      await panel(page).locator('.games-save input').fill('');
      const shots = `.reports/screenshots/demo-games-${width}-${locale}`;
      await panel(page).screenshot({ path: `${shots}-panel.png` });

      await page.goto('/#/gomoku?g=AQAPAABwgJA');
      await expect(page.locator('.shared-banner')).toBeVisible();
      await page.screenshot({ path: `${shots}-banner.png` });
      await expectNoAxeViolations(page);
    });
  }
}
