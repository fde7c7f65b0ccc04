/** The demo's English text; `zh.ts` must provide the same keys. */
export const en = {
  languageName: 'English',
  title: 'Stonekit',
  tagline: 'Gomoku and Reversi boards for React',
  language: 'Language',
  games: 'Games',
  gomoku: 'Gomoku',
  reversi: 'Reversi',
  newGame: 'New game',
  undo: 'Undo',
  redo: 'Redo',
  nextGame: 'Next game',
  moves: 'Moves',
  noMoves: 'No moves yet.',
  footer: 'Open source. Rules, notations and boards by @stonekit/core and @stonekit/ui.',
};

export type Messages = typeof en;
