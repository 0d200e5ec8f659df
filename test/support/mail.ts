import type { MailBrand } from '../../src/mail/templates/mail-template.js';

/** What MailService passes the templates in the unit specs: the help address known, links made absolute on it. */
export const BRAND: MailBrand = {
  appName: 'Culinary Recipe Contest',
  appUrl: 'https://contest.example.com',
  helpEmail: 'help@example.com',
};
