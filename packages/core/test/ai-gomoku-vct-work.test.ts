import { describe, expect, it } from 'vitest';
import { loadEngine } from '../src/ai/gomoku/input.ts';
import { UNKNOWN, VcfSolver } from '../src/ai/gomoku/vcf.ts';
import { DEFENDER_VCF_NODES, VctSolver } from '../src/ai/gomoku/vct.ts';
import { Gomoku } from '../src/index.ts';

// A crowded middle game on a 26×26 board, black (X) to move, sent by a Gomocup manager: black's
// threes make the VCT ask for a VCF of white's at almost every node, about 70 VCF positions for
// each VCT one. Counting VCT positions alone, a search here ran 400 ms over a 55 ms turn.
const crowded = [
  '............X.............',
  '............OOOX..........',
  '.............XO...........',
  '............XXXO..........',
  '...........XOXOX..........',
  '........XOOOOXO.O.........',
  '..........XOXOX..X........',
  '..........OXX.O...........',
  '.........XOOOXOX..........',
  '.....XOXXXOOX...O.........',
];

function crowdedGame(): Gomoku {
  const empty = '.'.repeat(26);
  const rows = [...Array(8).fill(empty), ...crowded, ...Array(8).fill(empty)];
  return Gomoku.fromPosition(rows.join(''), { rule: 'freestyle', toMove: 'black' });
}

describe('the VCT search measures its work with the VCF searches it asks for', () => {
  it('stops within its limit, one VCF search over at most, and says it gave up', () => {
    const engine = loadEngine(crowdedGame().state);
    const vcf = new VcfSolver(engine);
    const vct = new VctSolver(engine, vcf);
    for (const depth of [2, 3, 4, 5, 6]) {
      const work = vct.work;
      const vcfNodes = vcf.nodes;
      expect(vct.solve(depth, 1000)).toBe(UNKNOWN);
      expect(vct.work - work).toBeGreaterThan(1000);
      expect(vct.work - work).toBeLessThanOrEqual(1000 + DEFENDER_VCF_NODES);
      // Most of it is white's VCF searches, which a count of VCT positions would not see.
      expect(vcf.nodes - vcfNodes).toBeGreaterThan(900);
    }
  });
});
