import { voteScore } from './admin-contestants.props-mapper.js';

const vote = {
  judgeName: 'Olivia Grant',
  stage: 'first' as const,
  creativity: '4.5',
  appearance: '4.0',
  ingredients: '3.5',
  profitability: 5,
  deployability: '4.5',
};

describe('voteScore', () => {
  it('adds the five criteria, half points included', () => {
    expect(voteScore(vote)).toBe('21.5');
  });

  it('shows whole points without a decimal', () => {
    expect(voteScore({ ...vote, creativity: '5.0' })).toBe('22');
  });

  it('counts a profitability of No as zero', () => {
    expect(voteScore({ ...vote, profitability: 0 })).toBe('16.5');
  });
});
