import { expect, type Page, test } from '@playwright/test';
import { collectErrors, expectNoAxeViolations } from '../axe.ts';

function point(page: Page, name: string) {
  return page.getByRole('gridcell', { name: new RegExp(`^${name}\\b`) }).first();
}

function clock(page: Page, side: 'Black' | 'White') {
  return page.getByRole('timer', { name: `${side}'s clock` });
}

async function newTimedGame(page: Page, control: string) {
  await page.getByLabel('Time control').selectOption(control);
  await page.getByRole('button', { name: 'New game' }).click();
}

// Counts the sounds the page starts: every source node started on any AudioContext.
async function countSounds(page: Page) {
  await page.addInitScript(() => {
    const started = { count: 0 };
    (window as unknown as { __sounds: typeof started }).__sounds = started;
    const Original = window.AudioContext;
    if (Original === undefined) return;
    for (const Node of [AudioScheduledSourceNode]) {
      const start = Node.prototype.start;
      Node.prototype.start = function (...args: Parameters<typeof start>) {
        started.count += 1;
        return start.apply(this, args);
      };
    }
  });
}

const soundsStarted = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sounds: { count: number } }).__sounds.count);

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

test('a player who runs out of time loses, and the board refuses moves after', async ({ page }) => {
  const errors = collectErrors(page);
  await page.clock.install();
  await page.goto('/#/gomoku');
  await newTimedGame(page, '1+0');
  await expect(clock(page, 'Black')).toContainText('1:00');
  await point(page, 'h8').click();
  await page.clock.runFor(2_000);
  await point(page, 'h9').click();
  // Black thought for nothing (the first move is untimed); white for two seconds.
  await expect(clock(page, 'White')).toContainText('0:58');
  await expect(clock(page, 'Black')).toHaveAttribute('data-running', /.*/);

  await page.clock.runFor(61_000);
  const status = page.locator('.stonekit-status');
  await expect(status).toContainText('White wins on time');
  await expect(clock(page, 'Black')).toHaveAttribute('data-state', 'flagged');
  await expect(page.getByRole('button', { name: 'Resign' })).toHaveCount(0);
  await point(page, 'j10').click();
  await expect(point(page, 'j10')).not.toHaveAttribute('data-stone', /black|white/);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('the clock says a minute is left, once, through the board live region', async ({ page }) => {
  await page.clock.install();
  await page.goto('/#/reversi');
  await newTimedGame(page, '5+0');
  await page.getByRole('gridcell', { name: /^f5,/ }).click();
  await page.clock.runFor(4 * 60_000 + 1_000);
  await expect(page.locator('.stonekit-reversi [aria-live="polite"]')).toContainText(
    'White: one minute left',
  );
  await expect(clock(page, 'White')).toContainText('0:59');
});

test('a reload gives each side back the time it had, charging nobody for the time away', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/#/reversi');
  await newTimedGame(page, '3+2');
  await page.getByRole('gridcell', { name: /^f5,/ }).click();
  await page.clock.runFor(10_000);
  await page.getByRole('gridcell', { name: /^d6,/ }).click();
  // White used 10 s and got 2 back: 2:52.
  await expect(clock(page, 'White')).toContainText('2:52');
  await page.clock.runFor(5_000);
  await page.reload();
  await page.clock.runFor(60_000); // a minute before the page comes back is nobody's
  await expect(clock(page, 'White')).toContainText('2:52');
  await expect(clock(page, 'Black')).toHaveAttribute('data-running', /.*/);
  // Black's clock runs on from what was saved as the page went away (at most the 5 s spent).
  await expect(clock(page, 'Black')).not.toContainText('3:00');
  await expect(page.getByLabel('Time control')).toHaveValue('3+2');
});

test('two people can pause the clock, and a paused clock loses no time', async ({ page }) => {
  await page.clock.install();
  await page.goto('/#/gomoku');
  await newTimedGame(page, '1+0');
  await point(page, 'h8').click();
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(clock(page, 'White')).toHaveAttribute('data-state', 'paused');
  await page.clock.runFor(120_000);
  await expect(page.locator('.stonekit-status')).toContainText('White to move');
  await page.getByRole('button', { name: 'Resume' }).click();
  await page.clock.runFor(1_500);
  // Installed, the page's clock still flows with real time between steps (a second or two on a
  // busy machine): any reading near a minute shows that the two paused minutes cost nothing.
  await expect(clock(page, 'White')).toContainText(/0:5[5-9]/);
});

test('resigning asks once more, then gives the game to the other side', async ({ page }) => {
  await page.goto('/#/reversi');
  await page.getByRole('gridcell', { name: /^f5,/ }).click();
  await page.getByRole('button', { name: 'Resign' }).click();
  await expect(page.locator('.stonekit-status')).toContainText('White to move');
  await page.getByRole('button', { name: 'Really resign?' }).click();
  await expect(page.locator('.stonekit-status')).toContainText('White resigns. Black wins');
});

test('the sound toggle silences every sound, and the choice survives a reload', async ({
  page,
}) => {
  await countSounds(page);
  await page.goto('/#/gomoku');
  const toggle = page.getByRole('button', { name: 'Sound' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await point(page, 'h8').click();
  await expect.poll(() => soundsStarted(page)).toBeGreaterThan(0);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  const before = await soundsStarted(page);
  await point(page, 'h9').click();
  await point(page, 'h9').click(); // refused: occupied
  await page.waitForTimeout(300);
  expect(await soundsStarted(page)).toBe(before);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Sound' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('the clocks and the result read in Chinese too', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('stonekit-demo:locale', 'zh-CN'));
  await page.clock.install();
  await page.goto('/#/gomoku');
  await page.getByLabel('用时').selectOption('1+0');
  await page.getByRole('button', { name: '新对局' }).click();
  await point(page, 'h8').click();
  await page.clock.runFor(61_000);
  await expect(page.locator('.stonekit-status')).toContainText('白棋超时负');
});
