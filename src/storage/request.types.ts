import type { UploadedFile } from './multipart-parser.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** The files of a multipart form, read by the MultipartInterceptor of a route that takes files. */
    uploads?: UploadedFile[];
    /**
     * Set by the CSRF guard when a multipart form carries its CSRF value in the form itself (`_token`): the form's
     * reader checks it before it reads any file.
     */
    deferredCsrfCheck?: (value: string) => boolean;
    /**
     * Who is signed in on this request (`judge:12`), set by auth when it loads the person: uploads are counted per
     * person, without storage reading auth's session.
     */
    personKey?: string;
  }
}

export {};
