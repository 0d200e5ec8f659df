/**
 * The English catalogue: flat keys → ICU message strings. The specification's texts stay word for word here; es.ts
 * must have exactly these keys (its type says so). Keys are written out whole in the code that uses them, so the
 * catalogue test can find unused ones.
 */
export const en = {
  // The frame of every mail.
  'mail.layout.questions': 'Questions? Write to {email}.',
  'mail.layout.buttonFallback': 'If the button does not work, copy this address into your browser:',

  // Counting the time left before a deadline ('in 2 days', 'in 1 day and 3 hours').
  'time.in': 'in {time}',
  'time.and': '{first} and {second}',
  'time.days': '{count, plural, one {# day} other {# days}}',
  'time.hours': '{count, plural, one {# hour} other {# hours}}',
  'time.minutes': '{count, plural, one {# minute} other {# minutes}}',
  'time.lessThanAMinute': 'less than a minute',

  // The units of the ingredient table (shared/recipes/ingredients.ts MEASURES); Spanish follows the quantity.
  'measure.tablespoon': '{count, plural, other {Tablespoon}}',
  'measure.teaspoon': '{count, plural, other {Teaspoon}}',
  'measure.cup': '{count, plural, other {Cup}}',
  'measure.ounce': '{count, plural, other {Ounce}}',
  'measure.pound': '{count, plural, other {Pound}}',
  'measure.milliliter': '{count, plural, other {Mililiter}}',
  'measure.fluidOunce': '{count, plural, other {Fluid Ounce}}',
  'measure.each': '{count, plural, other {Each}}',
  'measure.bunch': '{count, plural, other {Bunch}}',

  'mail.greeting.hello': 'Hello,',
  'mail.greeting.helloThere': 'Hello there,',
  'mail.greeting.helloName': 'Hello {name},',

  'mail.signInLink.subject': 'Your sign-in link',
  'mail.signInLink.title': 'Sign in to the recipe contest',
  'mail.signInLink.asked':
    'You asked to sign in to the recipe contest. Use the button below: it opens a page where you continue to your recipe.',
  'mail.signInLink.expires':
    'The link works once and expires in {minutes} minutes. If it has expired, ask for a new one on the sign-in page.',
  'mail.signInLink.ignore':
    'If you did not ask for this e-mail, you can ignore it: nobody can sign in without the link.',
  'mail.signInLink.button': 'Sign in',

  'mail.supervisorRequest.subject': '{contestant} asks for your approval to enter the {appName}',
  'mail.supervisorRequest.title': 'Your approval is requested',
  'mail.supervisorRequest.registered':
    '{contestant} ({email}) has registered for the {appName}, the annual recipe contest for professional chefs and cooks, and named you as their supervisor.',
  'mail.supervisorRequest.why':
    "Company employees take part with their supervisor's approval. Please review the request and accept or decline it. You do not need an account: the button below is all it takes.",
  'mail.supervisorRequest.expires':
    'This link works until {date}. If you did not expect this request, you can decline it and tell us why.',
  'mail.supervisorRequest.button': 'Review the request',

  'mail.supervisorAccepted.subject': 'Good news: your supervisor approved your participation',
  'mail.supervisorAccepted.title': 'You are approved!',
  'mail.supervisorAccepted.approved': 'Your supervisor has approved your participation in the {appName}.',
  'mail.supervisorAccepted.next':
    'You can now complete your recipe and submit it before the submission window closes.',
  'mail.supervisorAccepted.button': 'Go to my recipe',
  'mail.supervisorDeclined.subject': 'Your supervisor declined your participation',
  'mail.supervisorDeclined.declined':
    'Unfortunately, your supervisor has declined your participation in the {appName}.',
  'mail.supervisorDeclined.reason': 'The reason they gave: "{reason}"',
  'mail.supervisorDeclined.helpEmail':
    'If you think this is a mistake or have a question, write to us at {email}.',
  'mail.supervisorDeclined.helpTeam':
    'If you think this is a mistake or have a question, please contact the contest team.',

  'mail.receipt.subject': 'We received your recipe',
  'mail.receipt.subjectFinal': 'We received your final-round recipe',
  'mail.receipt.title': 'Your recipe is in!',
  'mail.receipt.titleFinal': 'Your final-round recipe is in!',
  'mail.receipt.greeting': 'Hi {name},',
  'mail.receipt.intro':
    'thank you for submitting "{recipe}" on {date} (UTC). Submission is final: our judges will now review it, and we will let you know by e-mail how it goes.',
  'mail.receipt.introFinal':
    'thank you for submitting the final-round version of "{recipe}" on {date} (UTC). The judges will taste it at the live final; we will write to you with the details.',
  'mail.receipt.yourSubmission': 'Your submission',
  'mail.receipt.ingredient': 'Ingredient',
  'mail.receipt.quantity': 'Quantity',
  'mail.receipt.costPerUnit': 'Cost per unit',
  'mail.receipt.total': 'Total',
  'mail.receipt.totalPerPortion': 'Total cost per portion',
  'mail.receipt.ingredientsText': 'Ingredients for one portion (quantity, cost per unit, total):',
  'mail.receipt.button': 'View my recipe',

  'mail.recipeApproved.subject': 'Your recipe "{recipe}" is in the contest',
  'mail.recipeApproved.title': 'Your recipe is approved!',
  'mail.recipeApproved.approved':
    'The contest team has reviewed "{recipe}" and approved it for the {appName}.',
  'mail.recipeApproved.next':
    'It now goes to the judges of the first round. There is nothing more for you to do: we will write to you again when the finalists are chosen.',
  'mail.recipeNotApproved.subject': 'Your recipe "{recipe}" was not approved',
  'mail.recipeNotApproved.title': 'Your recipe was not approved',
  'mail.recipeNotApproved.reviewed':
    'Thank you for entering "{recipe}" in the {appName}. The contest team has reviewed it and, unfortunately, it could not be approved for judging, so it will not take part in this year\'s rounds.',
  'mail.recipeNotApproved.teamWord': 'A word from the contest team:',
  'mail.recipeNotApproved.final':
    'Submissions are final, so the recipe cannot be changed now. It stays on your recipe page for you to read.',
  'mail.recipeNotApproved.askEmail':
    'If you would like to know more about the decision, or think it is a mistake, write to us at {email}: we aim to answer within 24 hours.',
  'mail.recipeNotApproved.askTeam':
    'If you would like to know more about the decision, or think it is a mistake, reply to the contest team: we aim to answer within 24 hours.',
  'mail.recipeReview.button': 'See my recipe',

  'mail.draftReminder.subject': 'Submissions close {left}: your recipe is still a draft',
  'mail.draftReminder.title': 'Your recipe is still a draft',
  'mail.draftReminder.yourRecipe': 'your recipe',
  'mail.draftReminder.close':
    'Submissions to the {appName} close {left}, on {deadline}. We have {recipe} as a draft, and a draft does not take part: only a submitted recipe goes to the judges.',
  'mail.draftReminder.complete':
    'Open your recipe, complete what is missing (both images, the ingredients and the terms and conditions) and press Submit. Submission is final, so check it once more before you do.',
  'mail.draftReminder.button': 'Complete my recipe',

  'mail.finalist.subject': 'Congratulations: "{recipe}" is a finalist!',
  'mail.finalist.title': 'You are a finalist!',
  'mail.finalist.chosen':
    'The judges of the first round have spoken: "{recipe}" is one of the finalists of the {appName}. Congratulations!',
  'mail.finalist.next':
    'The final round asks two things of you. First, your recipe is open again: review it, refine it if you wish, and submit your final version. Second, the final round is judged in person: the contest team will write to you with the date, the place and what to bring.',
  'mail.finalist.employed':
    'Please remember that prizes go to contestants who are still employed through the competition.',
  'mail.finalist.button': 'Open my recipe',
  'mail.thankYou.subject': 'The finalists of the {appName} are chosen',
  'mail.thankYou.title': 'Thank you for taking part',
  'mail.thankYou.notChosen':
    'The judges of the first round have chosen the finalists of the {appName}, and "{recipe}" is not among them this time.',
  'mail.thankYou.care':
    'Thank you for the care you put into your recipe: every entry made the judges\u2019 choice a hard one. We will write to you again when the winners are announced.',
  'mail.results.subject': 'The winners of the {appName} are announced',
  'mail.results.title': 'The winners are announced',
  'mail.results.decided':
    'The judges have made their final decision, and the winners of the {appName} are now on the contest site.',
  'mail.results.thanks':
    'Thank you for entering "{recipe}". Whatever the result, your recipe was part of what made this year\'s contest.',
  'mail.results.button': 'See the winners',

  'mail.feedbackReady.subject': 'The judges\u2019 feedback on "{recipe}" is ready',
  'mail.feedbackReady.title': 'Your feedback from the judges is ready',
  'mail.feedbackReady.shared':
    'The judges of the {appName} have shared their feedback on "{recipe}": how your recipe scored on each criterion, and the comments they wrote for you.',
  'mail.feedbackReady.signIn':
    'Sign in and open your recipe page to read it. Thank you again for taking part.',
  'mail.feedbackReady.button': 'Read my feedback',
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof en;
