import { absoluteUrl } from '../mail/templates/layout.js';
import type { MailTemplate } from '../mail/templates/mail-template.js';
import { notice } from '../mail/templates/notice.js';

/** To an admin created (or switched to a password) without one: welcome, and a link to choose it. */
export function adminInvitation(content: {
  firstName: string;
  /** The admins' reset page with the link's token: a path of this app or an absolute address. */
  url: string;
  validDays: number;
  /** 'Forgot your password?' of the admins' sign-in, for when the link has expired. */
  forgotUrl: string;
}): MailTemplate {
  return {
    name: 'admin-invitation',
    render: (brand) =>
      notice({
        name: 'admin-invitation',
        subject: `You are now an administrator of the ${brand.appName}`,
        title: 'Welcome to the administration',
        paragraphs: [
          `Hello ${content.firstName},`,
          `You have been added as an administrator of the ${brand.appName}: you will review recipes and manage contestants, judges and the contest's settings.`,
          `To sign in, first choose your password with the button below. The link works once and for ${content.validDays} days.`,
          `If it has expired, ask for a new one with "Forgot your password?" on the administrators' sign-in page: ${absoluteUrl(content.forgotUrl, brand.appUrl)}`,
        ],
        button: { label: 'Choose my password', url: content.url },
      }).render(brand),
  };
}
