import { expect, type Page, test } from '@playwright/test';
import { collectErrors, expectNoAxeViolations } from '../axe.ts';

/**
 * No dead spots, in a real layout: every spot of a drawn board, the margin and frame included,
 * belongs to its nearest point (Gomoku) or square (Reversi). The stories `PointClicks` and
 * `SquareClicks` are read-only boards whose `onPointClick` / `onSquareClick` log every press;
 * the test presses the board through its own handlers every 4 px and compares the log with the
 * nearest cell of each spot, then clicks a few tricky spots with the real mouse.
 */

interface Board {
  readonly name: string; // what the test calls it
  readonly id: string; // the story
  readonly args?: string; // Storybook's URL args
}

const boards: readonly Board[] = [
  { name: 'Gomoku 15x15', id: 'boards-gomoku--point-clicks' },
  { name: 'Gomoku 19x19', id: 'boards-gomoku--point-clicks', args: 'size:19' },
  {
    name: 'Gomoku 15x15 without coordinates',
    id: 'boards-gomoku--point-clicks',
    args: 'coordinates:!false',
  },
  { name: 'Reversi 8x8', id: 'boards-reversi--square-clicks' },
];

const viewports = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

/** What pressing the board every `step` px gave. */
interface Sweep {
  readonly samples: number; // spots pressed
  readonly off: readonly string[]; // spots inside the board's box whose element is no part of the board
  readonly nearest: readonly (readonly string[])[]; // per spot, its nearest cell (two on a boundary)
}

/**
 * Presses the board at every `step` px of its box, in the page, through the element the browser
 * finds at each spot and the board's own handlers: a pointerdown, a pointerup and a click, as a
 * mouse makes them. Returns, for each spot, the cell whose centre is nearest (both cells when
 * two are within half a pixel of each other: a boundary, where rounding may go either way).
 */
async function sweep(page: Page, step: number): Promise<Sweep> {
  return page.evaluate((step) => {
    const board = document.querySelector('.stonekit-board') as HTMLElement;
    const box = board.getBoundingClientRect();
    const centres = [...board.querySelectorAll<HTMLElement>('[role="gridcell"]')].map((cell) => {
      const r = cell.getBoundingClientRect();
      const name = cell.dataset.point ?? cell.dataset.square ?? '';
      return { name, x: r.left + r.width / 2, y: r.top + r.height / 2 };
    });
    const off: string[] = [];
    const nearest: string[][] = [];
    for (let y = box.top + step / 2; y < box.bottom; y += step) {
      for (let x = box.left + step / 2; x < box.right; x += step) {
        const target = document.elementFromPoint(x, y);
        if (target === null || !board.contains(target)) {
          off.push(`${Math.round(x - box.left)},${Math.round(y - box.top)}`);
          continue;
        }
        const by = centres
          .map((c) => ({ name: c.name, d: Math.hypot(c.x - x, c.y - y) }))
          .sort((a, b) => a.d - b.d);
        const first = by[0] as { name: string; d: number };
        nearest.push(by.filter((c) => c.d - first.d < 0.5).map((c) => c.name));
        const init = { bubbles: true, cancelable: true, composed: true, clientX: x, clientY: y };
        const pointer = { ...init, pointerId: 1, pointerType: 'mouse', isPrimary: true };
        target.dispatchEvent(new PointerEvent('pointerdown', pointer));
        target.dispatchEvent(new PointerEvent('pointerup', pointer));
        target.dispatchEvent(new MouseEvent('click', init));
      }
    }
    return { samples: nearest.length + off.length, off, nearest };
  }, step);
}

for (const viewport of viewports) {
  for (const board of boards) {
    test(`${board.name} at ${viewport.width} px: every spot of the board presses its nearest cell`, async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await page.setViewportSize(viewport);
      const args = board.args === undefined ? '' : `&args=${board.args}`;
      await page.goto(`/iframe.html?id=${board.id}&viewMode=story${args}`);
      const log = page.locator('.press-last');
      await expect(log).toHaveAttribute('data-count', '0');
      const drawn = await page.locator('.stonekit-board').boundingBox();
      expect(drawn?.width).toBeGreaterThan(200);

      const { samples, off, nearest } = await sweep(page, 4);
      // 0% dead area: every spot of the board's box is the board's, and each press was heard.
      expect(off).toEqual([]);
      await expect(log).toHaveAttribute('data-count', String(samples));
      const pressed = ((await page.locator('.press-log').textContent()) ?? '').split(' ');
      const wrong = nearest.flatMap((names, i) =>
        names.includes(pressed[i] ?? '')
          ? []
          : [`press ${i}: ${pressed[i]}, not ${names.join('/')}`],
      );
      expect(wrong.slice(0, 10)).toEqual([]);
      expect(samples).toBeGreaterThan(2500);
      expect(errors).toEqual([]);
    });
  }
}

/** Clicks with the real mouse at (x, y) and says which cell the board heard. */
async function click(page: Page, x: number, y: number, count: number): Promise<string | null> {
  await page.mouse.click(x, y);
  const log = page.locator('.press-last');
  await expect(log).toHaveAttribute('data-count', String(count));
  return log.getAttribute('data-last');
}

test('real mouse clicks between points, on the coordinates and on the frame press the nearest point', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/iframe.html?id=boards-gomoku--point-clicks&viewMode=story');
  const h8 = await page.locator('[data-point="h8"]').boundingBox();
  const a1 = await page.locator('[data-point="a1"]').boundingBox();
  const board = await page.locator('.stonekit-board').boundingBox();
  if (h8 === null || a1 === null || board === null) throw new Error('the board is not on screen');
  // The corner shared by h8, i8, h9 and i9 (rows count up the board), a pixel into each.
  const cx = h8.x + h8.width;
  const cy = h8.y;
  const spots = [
    { x: cx - 1, y: cy + 1, name: 'h8' },
    { x: cx + 1, y: cy + 1, name: 'i8' },
    { x: cx - 1, y: cy - 1, name: 'h9' },
    { x: cx + 1, y: cy - 1, name: 'i9' },
    // 90% of the way from h8's centre to its cell's corner, where a round cell had a gap.
    { x: h8.x + h8.width * 0.95, y: h8.y + h8.height * 0.95, name: 'h8' },
    // On the row numbers, the column letters and the board's very corner, beside a1.
    { x: board.x + 3, y: a1.y + a1.height / 2, name: 'a1' },
    { x: a1.x + a1.width / 2, y: board.y + board.height - 3, name: 'a1' },
    { x: board.x + 2, y: board.y + board.height - 2, name: 'a1' },
    { x: board.x + board.width - 2, y: board.y + 2, name: 'o15' },
  ];
  let count = 0;
  for (const { x, y, name } of spots) {
    count += 1;
    expect({ x, y, pressed: await click(page, x, y, count) }).toEqual({ x, y, pressed: name });
  }
});

test('Gomoku cells are centred on the drawn intersections', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/iframe.html?id=boards-gomoku--point-clicks&viewMode=story');
  await expect(page.locator('.stonekit-star')).toHaveCount(5);
  // The star points are drawn at d4, l4, h8, d12 and l12 by the SVG alone.
  const offsets = await page.evaluate(() =>
    [...document.querySelectorAll('.stonekit-star')].map((star) => {
      const s = star.getBoundingClientRect();
      const x = s.left + s.width / 2;
      const y = s.top + s.height / 2;
      const cell = [...document.querySelectorAll('[role="gridcell"]')]
        .map((c) => c.getBoundingClientRect())
        .find((r) => x >= r.left && x < r.right && y >= r.top && y < r.bottom);
      if (cell === undefined) return Number.POSITIVE_INFINITY;
      return Math.hypot(cell.left + cell.width / 2 - x, cell.top + cell.height / 2 - y);
    }),
  );
  for (const offset of offsets) expect(offset).toBeLessThan(0.75);
});

test('the press logs are accessible with a press shown', async ({ page }) => {
  await page.goto('/iframe.html?id=boards-gomoku--point-clicks&viewMode=story');
  await page.locator('[data-point="h8"]').click();
  await expect(page.locator('.press-last')).toHaveAttribute('data-count', '1');
  await expectNoAxeViolations(page, '#storybook-root');
});
