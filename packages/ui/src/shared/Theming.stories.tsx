import type { Meta, StoryObj } from '@storybook/react-vite';
import { type CSSProperties, type ReactNode, useId, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { GomokuBoard } from '../gomoku/GomokuBoard.tsx';
import { GomokuStatus } from '../gomoku/GomokuStatus.tsx';
import { createGomokuStore } from '../gomoku/store.ts';
import { ReversiBoard } from '../reversi/ReversiBoard.tsx';
import { ReversiStatus } from '../reversi/ReversiStatus.tsx';
import { createReversiStore } from '../reversi/store.ts';
import { useOwnStore } from './useOwnStore.ts';

// A game in progress on 11 by 11, the last move marked.
const gomokuMoves = 'f6 g7 e7 g5 g6 e5 h5 d4 h7 f5 i8';
const reversiMoves = 'f5d6c3d3c4f4f6f3e6e7';

/** The themes a page can give the boards: the default, the dark class, and colours of its own. */
const themes = {
  // Nothing set: the variables' defaults from styles.css.
  default: { className: undefined, style: {}, page: { background: '#ffffff', color: '#1d1d1f' } },
  // The class styles.css ships, on an ancestor of the boards; the page around it is dark too.
  dark: {
    className: 'stonekit-theme-dark',
    style: {},
    page: { background: '#111418', color: '#e5e7eb' },
  },
  // One colour per board and nothing else: the textures shade whatever colour they are given.
  custom: {
    className: undefined,
    style: {
      '--stonekit-board-color': '#8fb8de',
      '--stonekit-felt-color': '#7b2d3a',
      '--stonekit-frame-color': '#3a2a1e',
    } as CSSProperties,
    page: { background: '#ffffff', color: '#1d1d1f' },
  },
} satisfies Record<string, { className: string | undefined; style: CSSProperties; page: object }>;

type ThemeName = keyof typeof themes;

const names: Record<ThemeName, string> = {
  default: 'Default',
  dark: 'Dark',
  custom: 'Custom colours',
};

/** Both boards with their status lines, each on a store of its own. */
function Boards({ label }: { label: string }): ReactNode {
  const gomoku = useOwnStore(() => createGomokuStore({ size: 11, moves: gomokuMoves }));
  const reversi = useOwnStore(() => createReversiStore({ moves: reversiMoves }));
  const gomokuStatus = useId();
  const reversiStatus = useId();
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
        gap: 24,
      }}
    >
      <div style={{ display: 'grid', gap: 8, alignContent: 'start' }}>
        <GomokuStatus store={gomoku} id={gomokuStatus} />
        <GomokuBoard
          store={gomoku}
          aria-label={`${label} Gomoku board`}
          aria-describedby={gomokuStatus}
        />
      </div>
      <div style={{ display: 'grid', gap: 8, alignContent: 'start' }}>
        <ReversiStatus store={reversi} id={reversiStatus} />
        <ReversiBoard
          store={reversi}
          showLegalMoves
          aria-label={`${label} Reversi board`}
          aria-describedby={reversiStatus}
        />
      </div>
    </div>
  );
}

/** A piece of page in one theme: its background and text, and the boards in it. */
function Themed({ theme, children }: { theme: ThemeName; children: ReactNode }): ReactNode {
  const { className, style, page } = themes[theme];
  return (
    <div
      className={className}
      data-theme={theme}
      style={{ ...style, ...page, padding: 20, borderRadius: 8 }}
    >
      {children}
    </div>
  );
}

/**
 * Every colour the board's texture draws over its background colour, from the computed style:
 * Chromium gives a translucent colour as `rgba(…, alpha)` and an opaque one as `rgb(…)`.
 */
function opaqueTextureColours(board: Element): string[] {
  const texture = getComputedStyle(board).backgroundImage;
  return (texture.match(/rgba?\([^)]*\)/g) ?? []).filter((colour) => colour.startsWith('rgb('));
}

const meta = {
  title: 'Boards/Theming',
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default theme: kaya wood for Gomoku, green felt in a dark green frame for Reversi. */
export const Default: Story = {
  render: () => (
    <Themed theme="default">
      <Boards label="Default" />
    </Themed>
  ),
};

/** `.stonekit-theme-dark` on an ancestor: a slate Gomoku board and a deep green felt. */
export const Dark: Story = {
  render: () => (
    <Themed theme="dark">
      <Boards label="Dark" />
    </Themed>
  ),
};

/**
 * Only `--stonekit-board-color`, `--stonekit-felt-color` and `--stonekit-frame-color` set: the
 * textures drawn over them are translucent, so each colour shows. The play function checks it in
 * the computed styles.
 */
export const CustomColours: Story = {
  render: () => (
    <Themed theme="custom">
      <Boards label="Custom" />
    </Themed>
  ),
  play: async ({ canvasElement }) => {
    const gomoku = canvasElement.querySelector('.stonekit-gomoku') as HTMLElement;
    const reversi = canvasElement.querySelector('.stonekit-reversi') as HTMLElement;
    const felt = canvasElement.querySelector('.stonekit-felt') as HTMLElement;
    await expect(getComputedStyle(gomoku).backgroundColor).toBe('rgb(143, 184, 222)');
    await expect(getComputedStyle(felt).backgroundColor).toBe('rgb(123, 45, 58)');
    await expect(getComputedStyle(reversi).backgroundColor).toBe('rgb(58, 42, 30)');
    for (const board of [gomoku, felt, reversi]) {
      await expect(opaqueTextureColours(board)).toEqual([]);
    }
  },
};

/** A page that lets its reader pick the theme, as a settings screen would. */
function ThemePicker(): ReactNode {
  const [theme, setTheme] = useState<ThemeName>('default');
  const name = useId();
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <fieldset style={{ display: 'flex', gap: 16, margin: 0 }}>
        <legend>Theme</legend>
        {(Object.keys(themes) as ThemeName[]).map((option) => (
          <label key={option} style={{ display: 'inline-flex', gap: 4 }}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={theme === option}
              onChange={() => setTheme(option)}
            />
            {names[option]}
          </label>
        ))}
      </fieldset>
      <Themed theme={theme}>
        <Boards label="Themed" />
      </Themed>
    </div>
  );
}

/**
 * The theme chosen on the page, the games kept. The play function picks Dark and finds the dark
 * colours on both boards, then Custom colours and finds the page's own.
 */
export const Controlled: Story = {
  render: () => <ThemePicker />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const colour = (selector: string) =>
      getComputedStyle(canvasElement.querySelector(selector) as HTMLElement).backgroundColor;
    await step('the default wood', async () => {
      await expect(colour('.stonekit-gomoku')).toBe('rgb(220, 179, 92)');
    });
    await step('pick Dark', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
      await expect(colour('.stonekit-gomoku')).toBe('rgb(47, 57, 70)');
      await expect(colour('.stonekit-felt')).toBe('rgb(29, 77, 54)');
      // The games are the same ones: the stones stayed where they were.
      await expect(canvas.getByRole('gridcell', { name: /^i8, black stone/ })).toBeVisible();
    });
    await step('pick Custom colours', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Custom colours' }));
      await expect(colour('.stonekit-gomoku')).toBe('rgb(143, 184, 222)');
    });
  },
};

/** Each theme with both boards, one row each, for visual review. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {(Object.keys(themes) as ThemeName[]).map((theme) => (
        <section key={theme} aria-label={`${names[theme]} theme`}>
          <Themed theme={theme}>
            <h3 style={{ margin: '0 0 12px', fontSize: '1rem' }}>{names[theme]}</h3>
            <Boards label={names[theme]} />
          </Themed>
        </section>
      ))}
    </div>
  ),
};
