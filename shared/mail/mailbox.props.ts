// Props of the development mailbox pages. Pages import these types with `import type`; no runtime code here.

export interface MailboxListItem {
  id: number;
  to: string;
  subject: string;
  /** The kind of mail ('notice', 'sign-in-link', ...). */
  template: string;
  /** ISO 8601. */
  createdAt: string;
}

export interface MailboxPagination {
  page: number;
  perPage: number;
  total: number;
  pageCount: number;
}

export interface MailboxPageProps {
  mails: MailboxListItem[];
  pagination: MailboxPagination;
}

export interface MailboxMessageProps {
  mail: MailboxListItem & {
    from: string;
    /** The HTML part, shown in a sandboxed frame. */
    html: string;
    text: string;
  };
}
