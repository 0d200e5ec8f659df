import { contestantFullName, staffFullName, voterIdentity } from './people.js';

describe('people', () => {
  it('names a contestant by first and last name, or by their address before they have registered', () => {
    expect(contestantFullName('Ann', 'Lee', 'ann@example.com')).toBe('Ann Lee');
    expect(contestantFullName(null, 'Lee', 'ann@example.com')).toBe('Lee');
    expect(contestantFullName(null, null, 'ann@example.com')).toBe('ann@example.com');
  });

  it('names a judge or an admin by first and last name', () => {
    expect(staffFullName('Marco', 'Rossi')).toBe('Marco Rossi');
  });

  it("counts one People's Choice voter whatever the address's case or +tag", () => {
    expect(voterIdentity('Ann.Lee+vote@Sodexo.com')).toBe('ann.lee@sodexo.com');
    expect(voterIdentity(' ann.lee@sodexo.com ')).toBe('ann.lee@sodexo.com');
    expect(voterIdentity('ANN.LEE+a+b@SODEXO.COM')).toBe('ann.lee@sodexo.com');
    expect(voterIdentity('ann.lee@other.com')).not.toBe(voterIdentity('ann.lee@sodexo.com'));
    expect(voterIdentity('+tag@sodexo.com')).toBeNull();
    expect(voterIdentity('not-an-address')).toBeNull();
    expect(voterIdentity('ann@')).toBeNull();
  });
});
