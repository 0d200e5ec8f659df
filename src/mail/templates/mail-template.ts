/** What every mail is made of; the outbox stores these three parts. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** What the layout shows around every mail; MailService supplies it, so callers only pass their own content. */
export interface MailBrand {
  appName: string;
  /** Absolute base for links written as paths (`/login/abc`). */
  appUrl: string;
  /** The contest's help address for the footer; null when it could not be read. */
  helpEmail: string | null;
}

/** A mail ready to render: `name` is stored with it (outbox `template` column) to tell kinds of mail apart. */
export interface MailTemplate {
  readonly name: string;
  render(brand: MailBrand): RenderedMail;
}
