import { contestantFullName, staffFullName } from './people.js';

describe('people', () => {
  it('names a contestant by first and last name, or by their address before they have registered', () => {
    expect(contestantFullName('Ann', 'Lee', 'ann@example.com')).toBe('Ann Lee');
    expect(contestantFullName(null, 'Lee', 'ann@example.com')).toBe('Lee');
    expect(contestantFullName(null, null, 'ann@example.com')).toBe('ann@example.com');
  });

  it('names a judge or an admin by first and last name', () => {
    expect(staffFullName('Marco', 'Rossi')).toBe('Marco Rossi');
  });
});
