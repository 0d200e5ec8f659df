import { BRAND } from '../../../test/support/mail.js';
import { supervisorRequest } from './supervisor-request.js';

const content = {
  supervisorName: 'Laura Chen',
  contestantName: 'Maria <b>Lopez</b>',
  contestantEmail: 'maria.lopez@sodexo.com',
  reviewUrl: '/user/7/authorization?expires=1798761600&signature=abc_DEF-123',
  expiresAt: new Date('2026-12-31T23:59:00Z'),
};

describe('supervisorRequest', () => {
  it('names who asks, what the contest is, and when the link expires', () => {
    const mail = supervisorRequest(content).render(BRAND);
    expect(mail.subject).toBe(
      'Maria <b>Lopez</b> asks for your approval to enter the Culinary Recipe Contest',
    );
    expect(mail.text).toContain('Hello Laura Chen,');
    expect(mail.text).toContain(
      'Maria <b>Lopez</b> (maria.lopez@sodexo.com) has registered for the Culinary Recipe Contest, the annual recipe contest for professional chefs and cooks, and named you as their supervisor.',
    );
    expect(mail.text).toContain('This link works until December 31, 2026.');
  });

  it("puts the signed link, made absolute, behind a 'Review the request' button", () => {
    const mail = supervisorRequest(content).render(BRAND);
    const url = 'https://contest.example.com/user/7/authorization?expires=1798761600&signature=abc_DEF-123';
    expect(mail.text).toContain(`Review the request: ${url}`);
    expect(mail.html).toContain(`href="${url.replace('&', '&amp;')}"`);
    expect(mail.html).toContain('>Review the request</a>');
  });

  it("escapes the contestant's name in the HTML", () => {
    const mail = supervisorRequest(content).render(BRAND);
    expect(mail.html).not.toContain('<b>Lopez</b>');
    expect(mail.html).toContain('Maria &lt;b&gt;Lopez&lt;/b&gt;');
  });
});
