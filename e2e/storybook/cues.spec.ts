import { expect, type Locator, type Page, test } from '@playwright/test';
import { collectErrors, expectNoAxeViolations } from '../axe.ts';

/**
 * What the boards show the eye, in a real browser: a Reversi move that flips nothing is ringed
 * where it was tried, legal moves are rings that cannot be taken for the felt's dots, the hint is
 * a stone in a ring, and upper-case coordinates reach the letters drawn and the cells' names.
 */

async function story(page: Page, id: string): Promise<void> {
  await page.goto(`/iframe.html?id=${id}&viewMode=story`);
  await expect(page.locator('.stonekit-board').first()).toBeVisible();
}

/** The width and height of what `locator` draws, in CSS pixels. */
async function size(locator: Locator): Promise<{ width: number; height: number }> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('not drawn');
  return { width: box.width, height: box.height };
}

test('a Reversi move that flips nothing rings its square, visibly, and says why', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await story(page, 'boards-reversi--start');
  const corner = page.locator('[data-square="a1"]');
  await corner.click();
  await expect(corner).toHaveAttribute('data-refused', '');
  const ring = corner.locator('.stonekit-refusal');
  await expect(ring).toBeVisible();
  const drawn = await size(ring);
  const square = await size(corner);
  expect(drawn.width).toBeGreaterThan(square.width * 0.8);
  expect(await ring.evaluate((element) => getComputedStyle(element).borderTopColor)).not.toBe(
    'rgba(0, 0, 0, 0)',
  );
  await expect(page.locator('[aria-live="polite"]').first()).toHaveText('a1 flips no discs');
  // Nothing was played, and the mark goes.
  await expect(page.locator('[data-stone]')).toHaveCount(4);
  await expect(corner).not.toHaveAttribute('data-refused');
  expect(errors).toEqual([]);
});

test('legal moves are rings of the side to move, larger than the felt’s dots', async ({ page }) => {
  await story(page, 'boards-cues--legal-moves');
  for (const theme of ['default', 'dark']) {
    const board = page.getByRole('grid', { name: `Black to move, ${theme} theme` });
    const rings = board.locator('.stonekit-legal-hint');
    await expect(rings).toHaveCount(4);
    const root = page.locator('.stonekit-board').filter({ has: board });
    const dot = await size(root.locator('.stonekit-felt-dot').first());
    const ring = await size(rings.first());
    expect(ring.width).toBeGreaterThan(2 * dot.width);
    // A ring: its middle is not painted like its edge.
    const paint = await rings.first().evaluate((element) => {
      const style = getComputedStyle(element);
      return { fill: style.fillOpacity, stroke: style.stroke };
    });
    expect(Number(paint.fill)).toBeLessThan(0.5);
    expect(paint.stroke).not.toBe('none');
  }
  await expectNoAxeViolations(page);
});

test('the hint is the side to move’s stone in a ring, on both boards', async ({ page }) => {
  await story(page, 'boards-cues--hints');
  const gomoku = page.getByRole('grid', { name: 'Gomoku hint, default theme' });
  const point = gomoku.getByRole('gridcell', { name: /^f7, empty, hint/ });
  await expect(point.locator('.stonekit-hint-stone')).toBeVisible();
  await expect(point.locator('.stonekit-hint-marker')).toBeVisible();
  const reversi = page.getByRole('grid', { name: 'Reversi hint, dark theme' });
  const square = reversi.getByRole('gridcell', { name: /^c6, / });
  await expect(square.locator('.stonekit-hint-disc')).toBeVisible();
  await expect(square.locator('.stonekit-hint-marker')).toBeVisible();
});

test('upper-case coordinates label the board A to O, I included, and name its points', async ({
  page,
}) => {
  await story(page, 'boards-gomoku--upper-case-coordinates');
  const letters = await page
    .locator('.stonekit-coordinate')
    .evaluateAll((labels) =>
      labels.map((label) => label.textContent ?? '').filter((text) => /^[a-z]$/i.test(text)),
    );
  expect(letters.join('')).toBe('ABCDEFGHIJKLMNO');
  await expect(page.getByRole('gridcell', { name: /^H8, black stone/ })).toHaveAttribute(
    'data-point',
    'h8',
  );
});
