import { expect, type Locator, type Page, test } from '@playwright/test';
import { collectErrors, expectNoAxeViolations } from '../axe.ts';

// A phone: 390 px wide, a finger for a pointer. The demo's Gomoku board keeps its default,
// confirmMoves 'touch', so a tap only shows the move until the same point is tapped again.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

// Names may be written in either case, as the demo chooses; the cell's data-point never changes.
function point(page: Page, name: string): Locator {
  return page.locator(`.stonekit-gomoku [data-point="${name}"]`);
}

function stones(page: Page): Locator {
  return page.locator('.stonekit-gomoku [data-stone]');
}

function pending(page: Page): Locator {
  return page.locator('.stonekit-gomoku [data-pending]');
}

/** The screen position of a point of the board: its cell's centre, moved by (dx, dy) cells. */
async function spot(cell: Locator, dx = 0, dy = 0): Promise<{ x: number; y: number }> {
  const box = await cell.boundingBox();
  if (box === null) throw new Error('the cell is not on screen');
  return { x: box.x + box.width * (0.5 + dx), y: box.y + box.height * (0.5 + dy) };
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

test('a tap only shows the move, with its name; a second tap on it plays it there', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/');
  const h8 = point(page, 'h8');
  await h8.tap();
  await expect(h8).toHaveAttribute('data-pending', '');
  await expect(h8.locator('.stonekit-pending')).toHaveAttribute('data-color', 'black');
  await expect(h8.locator('.stonekit-pending-name')).toHaveText(/^h8$/i);
  await expect(stones(page)).toHaveCount(0);
  await expect(page.locator('.stonekit-gomoku [aria-live="polite"]')).toContainText(
    /at h8: tap it again/i,
  );

  await h8.tap();
  await expect(h8).toHaveAttribute('data-stone', 'black');
  await expect(stones(page)).toHaveCount(1);
  await expect(pending(page)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a mis-tap is corrected by tapping the right point, and no stone is placed on the wrong one', async ({
  page,
}) => {
  await page.goto('/');
  await point(page, 'h8').tap(); // meant h9, one point below it
  await point(page, 'h9').tap();
  await expect(pending(page)).toHaveCount(1);
  await expect(point(page, 'h9')).toHaveAttribute('data-pending', '');
  await expect(point(page, 'h8').locator('.stonekit-pending')).toHaveCount(0);
  await expect(stones(page)).toHaveCount(0);

  await point(page, 'h9').tap();
  await expect(point(page, 'h9')).toHaveAttribute('data-stone', 'black');
  await expect(point(page, 'h8')).not.toHaveAttribute('data-stone');
  await expect(stones(page)).toHaveCount(1);

  // White's turn works the same way.
  await point(page, 'j10').tap();
  await expect(point(page, 'j10').locator('.stonekit-pending')).toHaveAttribute(
    'data-color',
    'white',
  );
  await point(page, 'j10').tap();
  await expect(point(page, 'j10')).toHaveAttribute('data-stone', 'white');
  await expect(stones(page)).toHaveCount(2);
});

test('taps between points and just outside the outer line go to the nearest point', async ({
  page,
}) => {
  await page.goto('/');
  // The corner shared by h8, i8, h9 and i9, a pixel towards i9 (right and up).
  const corner = await spot(point(page, 'h8'), 0.5, -0.5);
  await page.touchscreen.tap(corner.x + 1, corner.y - 1);
  await expect(point(page, 'i9')).toHaveAttribute('data-pending', '');
  await page.touchscreen.tap(corner.x + 1, corner.y - 1);
  await expect(point(page, 'i9')).toHaveAttribute('data-stone', 'black');

  // On the row numbers, left of a8, well outside the outer line.
  const margin = await spot(point(page, 'a8'), -0.9, 0);
  await page.touchscreen.tap(margin.x, margin.y);
  await expect(point(page, 'a8')).toHaveAttribute('data-pending', '');
  await page.touchscreen.tap(margin.x, margin.y);
  await expect(point(page, 'a8')).toHaveAttribute('data-stone', 'white');
  await expect(stones(page)).toHaveCount(2);
});

test('a mouse click still plays at once on a touch screen', async ({ page }) => {
  await page.goto('/');
  const { x, y } = await spot(point(page, 'c3'));
  await page.mouse.click(x, y);
  await expect(point(page, 'c3')).toHaveAttribute('data-stone', 'black');
  await expect(pending(page)).toHaveCount(0);
});

test('undo and a new game drop a move waiting for its second tap', async ({ page }) => {
  await page.goto('/');
  await point(page, 'h8').tap();
  await point(page, 'h8').tap();
  await point(page, 'g7').tap();
  await expect(pending(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Undo' }).tap();
  await expect(stones(page)).toHaveCount(0);
  await expect(pending(page)).toHaveCount(0);

  await point(page, 'g7').tap();
  await expect(pending(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'New game' }).tap();
  await expect(pending(page)).toHaveCount(0);
  await expect(stones(page)).toHaveCount(0);
});

test('the page has no accessibility violations while a move waits', async ({ page }) => {
  await page.goto('/');
  await point(page, 'h8').tap();
  await expect(pending(page)).toHaveCount(1);
  await expectNoAxeViolations(page);
});
