import { describe, expect, it } from 'vitest';
import { cellPosition, isActivationKey, nextGridPosition } from '../src/shared/gridNavigation.ts';

const bounds = { rows: 15, cols: 15 };

describe('nextGridPosition on a 15 by 15 grid', () => {
  const cases = [
    { key: 'ArrowUp', from: [7, 7], to: [6, 7] },
    { key: 'ArrowDown', from: [7, 7], to: [8, 7] },
    { key: 'ArrowLeft', from: [7, 7], to: [7, 6] },
    { key: 'ArrowRight', from: [7, 7], to: [7, 8] },
    { key: 'ArrowUp', from: [0, 3], to: [0, 3] },
    { key: 'ArrowDown', from: [14, 3], to: [14, 3] },
    { key: 'ArrowLeft', from: [4, 0], to: [4, 0] },
    { key: 'ArrowRight', from: [4, 14], to: [4, 14] },
    { key: 'Home', from: [4, 9], to: [4, 0] },
    { key: 'End', from: [4, 9], to: [4, 14] },
    { key: 'Home', ctrlKey: true, from: [4, 9], to: [0, 0] },
    { key: 'End', ctrlKey: true, from: [4, 9], to: [14, 14] },
    { key: 'Home', metaKey: true, from: [4, 9], to: [0, 0] },
    { key: 'PageUp', from: [7, 2], to: [2, 2] },
    { key: 'PageDown', from: [7, 2], to: [12, 2] },
    { key: 'PageUp', from: [3, 2], to: [0, 2] },
    { key: 'PageDown', from: [12, 2], to: [14, 2] },
  ];
  for (const { key, from, to, ...modifiers } of cases) {
    const name = `${'ctrlKey' in modifiers ? 'Ctrl+' : ''}${'metaKey' in modifiers ? 'Cmd+' : ''}${key}`;
    it(`moves ${name} from (${from}) to (${to})`, () => {
      const position = nextGridPosition(
        { key, ...modifiers },
        { row: from[0] ?? 0, col: from[1] ?? 0 },
        bounds,
      );
      expect(position).toEqual({ row: to[0], col: to[1] });
    });
  }

  it('pages by the step the grid asks for', () => {
    expect(
      nextGridPosition({ key: 'PageDown' }, { row: 0, col: 0 }, { ...bounds, pageStep: 3 }),
    ).toEqual({
      row: 3,
      col: 0,
    });
  });

  it('ignores keys that do not move focus', () => {
    expect(nextGridPosition({ key: 'a' }, { row: 0, col: 0 }, bounds)).toBeNull();
    expect(nextGridPosition({ key: 'Enter' }, { row: 0, col: 0 }, bounds)).toBeNull();
  });
});

describe('isActivationKey', () => {
  it('accepts Enter and Space only', () => {
    expect(isActivationKey('Enter')).toBe(true);
    expect(isActivationKey(' ')).toBe(true);
    expect(isActivationKey('Tab')).toBe(false);
  });
});

describe('cellPosition', () => {
  it('reads data-row and data-col from the element or its ancestors', () => {
    const cell = document.createElement('div');
    cell.dataset.row = '3';
    cell.dataset.col = '4';
    const inner = document.createElement('span');
    cell.append(inner);
    expect(cellPosition(inner)).toEqual({ row: 3, col: 4 });
  });

  it('returns null outside any cell and for non-elements', () => {
    expect(cellPosition(document.createElement('div'))).toBeNull();
    expect(cellPosition(null)).toBeNull();
    expect(cellPosition(window)).toBeNull();
  });
});
