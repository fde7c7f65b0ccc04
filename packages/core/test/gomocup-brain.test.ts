import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GomocupBrain } from '../src/gomocup/brain.ts';
import { Manager } from './gomocup-manager.ts';

// From source, through tsx; e2e/package runs the built brain with plain node.
const SCRIPT = join(import.meta.dirname, '..', 'src', 'bin', 'gomocup-brain.ts');

/** The `x,y` answer as numbers. */
function move(answer: string): [number, number] {
  expect(answer).toMatch(/^\d+,\d+$/);
  return answer.split(',').map(Number) as [number, number];
}

let brain: Manager;

beforeAll(() => {
  brain = new Manager(['--import', 'tsx', SCRIPT]);
});

afterAll(() => {
  if (brain.child.exitCode === null) brain.child.kill();
});

describe('the Gomocup brain', () => {
  it('introduces itself', async () => {
    expect(await brain.ask('ABOUT')).toBe('name="stonekit", version="0.1", author="Stonekit"');
  });

  it('accepts square boards it supports and refuses others', async () => {
    expect(await brain.ask('START 40')).toMatch(/^ERROR/);
    expect(await brain.ask('RECTSTART 20,15')).toMatch(/^ERROR/);
    expect(await brain.ask('RECTSTART 15,15')).toBe('OK');
    expect(await brain.ask('START 15')).toBe('OK');
  });

  it('opens in the centre and answers a move with an empty point', async () => {
    brain.send('INFO timeout_turn 200', 'INFO rule 0');
    expect(await brain.ask('BEGIN')).toBe('7,7');
    const [x, y] = move(await brain.ask('TURN 8,8'));
    expect([x, y]).not.toEqual([7, 7]);
    expect([x, y]).not.toEqual([8, 8]);
  });

  it('takes a five, counting rows from the top', async () => {
    // Its own stones on row 2 from the top, columns 3-6; the opponent's three below them.
    expect(await brain.ask('RESTART')).toBe('OK');
    brain.send('BOARD', '3,2,1', '3,3,2', '4,2,1', '4,3,2', '5,2,1', '5,3,2', '6,2,1', '1,10,2');
    expect(['2,2', '7,2']).toContain(await brain.ask('DONE'));
  });

  it('blocks the opponent’s four after a take-back', async () => {
    expect(await brain.ask('RESTART')).toBe('OK');
    brain.send('BOARD', '10,10,1', '3,12,2', '0,0,1', '4,12,2', '14,0,1', '5,12,2', '2,12,1');
    brain.send('6,12,2');
    expect(await brain.ask('DONE')).toBe('7,12');
    // Take the block and the four back: played again, the four is blocked again.
    expect(await brain.ask('TAKEBACK 7,12')).toBe('OK');
    expect(await brain.ask('TAKEBACK 6,12')).toBe('OK');
    expect(await brain.ask('TURN 6,12')).toBe('7,12');
  });

  it('never plays a forbidden point as black under renju', async () => {
    // The brain is black (to move, with as many stones as white): 3,7 4,7 across and 5,5 5,6
    // down make 5,7 a double three, the point it would like best.
    brain.send('INFO rule 4');
    expect(await brain.ask('RESTART')).toBe('OK');
    brain.send('BOARD', '3,7,1', '12,12,2', '4,7,1', '12,0,2', '5,6,1', '0,12,2', '5,5,1', '0,0,2');
    expect(move(await brain.ask('DONE'))).not.toEqual([5, 7]);
  });

  it('says UNKNOWN to a command it does not know', async () => {
    expect(await brain.ask('SWAP2BOARD')).toMatch(/^UNKNOWN/);
  });

  it('ends when told to', async () => {
    const ended = new Promise<number | null>((resolve) => brain.child.on('exit', resolve));
    brain.send('END');
    expect(await ended).toBe(0);
  });
});

describe('the Gomocup brain refuses bad input and keeps its board', () => {
  async function afterBegin(): Promise<GomocupBrain> {
    const brain = new GomocupBrain();
    await brain.handle('START 15');
    await brain.handle('INFO timeout_turn 100');
    expect(await brain.handle('BEGIN')).toContain('7,7');
    return brain;
  }

  async function board(brain: GomocupBrain, ...lines: string[]): Promise<string[]> {
    await brain.handle('BOARD');
    for (const line of lines) await brain.handle(line);
    return brain.handle('DONE');
  }

  it('refuses a move on a taken point', async () => {
    const brain = await afterBegin();
    expect(await brain.handle('TURN 7,7')).toEqual(['ERROR 7,7 is taken']);
    expect(brain.stones).toEqual([{ x: 7, y: 7, own: true }]);
  });

  it.each([
    [['3,3,1', 'garbage'], "ERROR bad board line 'garbage'"],
    [['3,3,1', '1,2'], "ERROR bad board line '1,2'"],
    [['3,3,7'], "ERROR bad board line '3,3,7'"],
    [['15,3,2'], "ERROR bad board line '15,3,2'"],
    [['3,3,1', '3,3,2'], 'ERROR 3,3 is listed twice'],
    [['3,3,1', '7,8,3'], 'ERROR continuous games are not supported: field 3 at 7,8'],
  ])('refuses the board %j with %j, the board before it kept', async (lines, error) => {
    const brain = await afterBegin();
    expect(await board(brain, ...lines)).toEqual([error]);
    expect(brain.stones).toEqual([{ x: 7, y: 7, own: true }]);
    expect(brain.ownIsBlack).toBe(true);
  });
});

describe('the Gomocup brain’s thinking time', () => {
  async function budgetAfter(...infos: string[]): Promise<number> {
    const brain = new GomocupBrain();
    for (const info of infos) await brain.handle(info);
    return brain.budget();
  }

  it('keeps a margin under the turn limit', async () => {
    expect(await budgetAfter('INFO timeout_turn 1000')).toBe(820);
  });

  it('spends at most a tenth of the match time left', async () => {
    expect(await budgetAfter('INFO timeout_turn 5000', 'INFO time_left 2000')).toBe(140);
  });

  it('spreads the match time over the game until told what is left', async () => {
    expect(await budgetAfter('INFO timeout_turn 5000', 'INFO timeout_match 100000')).toBe(1670);
  });

  it('plays as fast as it can once the match clock has run out', async () => {
    for (const left of ['0', '-50']) {
      expect(await budgetAfter('INFO timeout_turn 3000', `INFO time_left ${left}`)).toBe(20);
    }
  });

  it('answers at once when the turn has no limit of its own', async () => {
    expect(await budgetAfter('INFO timeout_turn 0')).toBe(20);
  });
});
