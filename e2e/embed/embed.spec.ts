// The app in e2e/embed/app embeds the packed packages as a user would, following the READMEs:
// `pnpm run embed` packs, installs, type-checks and builds it (a step of `pnpm check`).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { collectErrors, expectNoAxeViolations } from '../axe.ts';

const built = join(import.meta.dirname, '../../.reports/embed/app/dist/index.html');

test.beforeEach(() => {
  expect(existsSync(built), `${built} is missing: run npx -y pnpm@10.34.8 run embed`).toBe(true);
});

function reversi(page: Page) {
  return page.getByRole('region', { name: 'Reversi against the computer' });
}

test('the packed boards play, the computer answers from its worker, and Undo gives the person their move back', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/');
  const section = reversi(page);
  await section.getByRole('gridcell', { name: /^d3,/ }).click();
  // The computer (white) answers from the worker.
  await expect(section.getByTestId('reversi-moves')).toHaveText('2');
  await section.getByRole('button', { name: 'Undo' }).click();
  await expect(section.getByTestId('reversi-moves')).toHaveText('0');
  await expect(section.locator('.stonekit-status')).toContainText('Black to move');
  // It stays the person's turn: the computer does not play again.
  await page.waitForTimeout(500);
  await expect(section.getByTestId('reversi-moves')).toHaveText('0');
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('the packed stylesheet brings the clocks, and a resignation ends the game', async ({
  page,
}) => {
  await page.goto('/');
  const section = reversi(page);
  await expect(section.getByRole('timer', { name: "Black's clock" })).toContainText('5:00');
  await expect(section.locator('.stonekit-clock-time').first()).toHaveCSS(
    'font-variant-numeric',
    /tabular-nums/,
  );
  await section.getByRole('button', { name: 'Resign' }).click();
  await expect(section.locator('.stonekit-status')).toContainText('Black resigns. White wins');
});

test('a saved Gomoku game continues on the packed board', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Gomoku between two people' });
  await expect(section.locator('.stonekit-status')).toContainText('Black to move');
  await section.getByRole('gridcell', { name: /^i9\b/ }).first().click();
  await expect(section.locator('.stonekit-status')).toContainText('White to move');
});

test('the move list shows the moves, the dark theme applies, and a server-confirmed move waits for the server', async ({
  page,
}) => {
  await page.goto('/');
  const saved = page.getByRole('region', { name: 'Gomoku between two people' });
  await expect(saved.getByRole('listitem')).toHaveCount(2);
  await expect(saved.locator('.stonekit-board')).toHaveCSS('background-color', 'rgb(47, 57, 70)');

  const server = page.getByRole('region', { name: 'Gomoku on a server' });
  await server.getByRole('gridcell', { name: /^h8\b/ }).first().click();
  await expect(server.getByTestId('pending')).toHaveText('h8');
  await expect(server.getByRole('gridcell', { name: /^h8\b/ }).first()).not.toHaveAttribute(
    'data-stone',
    /black|white/,
  );
  await server.getByRole('button', { name: 'Server confirms' }).click();
  await expect(server.getByTestId('pending')).toHaveText('none');
  await expect(server.getByRole('gridcell', { name: /^h8\b/ }).first()).toHaveAttribute(
    'data-stone',
    'black',
  );
});
