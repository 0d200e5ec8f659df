import { finalistNews, finalistsThankYou, resultsAnnouncement } from './contest-news.js';
import { BRAND } from '../../../test/support/mail.js';
import { recipeReview } from './recipe-review.js';

const person = { firstName: 'Ana <b>', recipeName: 'Aji "amarillo"', recipeUrl: '/user/recipe' };

describe('contest mails', () => {
  it('tells an approved contestant what happens next, with an absolute link', () => {
    const rendered = recipeReview({ ...person, approved: true, recipeUrl: '/user/recipe/view' }).render(
      BRAND,
    );
    expect(rendered.subject).toBe('Your recipe "Aji "amarillo"" is in the contest');
    expect(rendered.text).toContain('See my recipe: https://contest.example.com/user/recipe/view');
  });

  it('tells a contestant whose recipe was not approved that it is final and where to ask', () => {
    const rendered = recipeReview({ ...person, approved: false }).render(BRAND);
    expect(rendered.text).toContain('Submissions are final, so the recipe cannot be changed now.');
    expect(rendered.text).toContain('write to us at help@example.com');
    expect(recipeReview({ ...person, approved: false }).render({ ...BRAND, helpEmail: null }).text).toContain(
      'reply to the contest team',
    );
  });

  it('asks finalists for their final version and the in-person round, and thanks the others', () => {
    const finalist = finalistNews(person).render(BRAND);
    expect(finalist.text).toContain('submit your final version');
    expect(finalist.text).toContain('judged in person');
    const thanks = finalistsThankYou(person).render(BRAND);
    expect(thanks.subject).toBe('The finalists of the Culinary Recipe Contest are chosen');
    expect(thanks.text).toContain('is not among them this time');
  });

  it('points everyone to the winners on the site', () => {
    const mail = resultsAnnouncement({ ...person, siteUrl: '/#past-editions' });
    expect(mail.render(BRAND).text).toContain('See the winners: https://contest.example.com/#past-editions');
  });
});
