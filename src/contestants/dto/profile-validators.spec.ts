import { mailboxOf } from './profile-validators.js';

describe(mailboxOf.name, () => {
  it('reads an address without case and without its +tag', () => {
    expect(mailboxOf(' Emp.S1+boss@Sodexo.com ')).toBe('emp.s1@sodexo.com');
    expect(mailboxOf('emp.s1@sodexo.com')).toBe('emp.s1@sodexo.com');
    expect(mailboxOf('a+b+c@x.test')).toBe('a@x.test');
  });

  it('keeps two different mailboxes apart', () => {
    expect(mailboxOf('emp.s1@sodexo.com')).not.toBe(mailboxOf('emp.s2@sodexo.com'));
  });
});
