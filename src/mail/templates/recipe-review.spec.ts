import { BRAND } from '../../../test/support/mail.js';
import { recipeReview, type RecipeReviewContent } from './recipe-review.js';

/** Rosa's review mail, with the decision (and message) under test. */
const mailTo = (content: Pick<RecipeReviewContent, 'approved' | 'message'>) =>
  recipeReview({
    firstName: 'Rosa',
    recipeName: 'Green pozole',
    recipeUrl: '/user/recipe',
    ...content,
  }).render(BRAND);

describe('recipeReview', () => {
  it("puts the team's message in a rejection, one paragraph a line, escaped in HTML", () => {
    const mail = mailTo({ approved: false, message: 'The photo shows <another> dish.\r\n\r\nWrite to us.' });
    expect(mail.text).toContain(
      "it will not take part in this year's rounds.\n\nA word from the contest team:\n\nThe photo shows <another> dish.\n\nWrite to us.\n\nSubmissions are final",
    );
    expect(mail.html).toContain('<p style="margin:0 0 16px;">The photo shows &lt;another&gt; dish.</p>');
    expect(mail.html).not.toContain('<another>');
  });

  it('says nothing of a message when there is none, or only blank lines', () => {
    for (const message of [undefined, null, ' \n \n']) {
      expect(mailTo({ approved: false, message }).text).not.toContain('A word from the contest team');
    }
  });
});
