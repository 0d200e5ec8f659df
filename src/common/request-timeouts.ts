import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { RequestTimeouts } from '../config/app-config.js';

export const REQUEST_TIMEOUT_MESSAGE = 'The request took too long to arrive. Please try again.';

const isMultipart = (req: IncomingMessage) =>
  (req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');

/**
 * Bounds how long a request's body may take to arrive, so slow senders cannot hold connections: an ordinary call gets
 * `bodyMs`, a form with files (only the upload calls read one) `uploadMs`. A request still arriving then is answered
 * 408 and its connection closed. Node's own `requestTimeout` stays as the backstop above both.
 */
export function limitRequestTime(server: Server, timeouts: RequestTimeouts): void {
  server.requestTimeout = timeouts.uploadMs + 5_000;
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.complete) return;
    const timer = setTimeout(
      () => {
        if (req.complete) return;
        if (!res.headersSent) {
          res.writeHead(408, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
          res.end(JSON.stringify({ message: REQUEST_TIMEOUT_MESSAGE }));
        }
        // The answer first, then the connection: a half-close lets the sender read it.
        req.socket.end();
        setTimeout(() => req.socket.destroy(), 1_000).unref();
      },
      isMultipart(req) ? timeouts.uploadMs : timeouts.bodyMs,
    );
    timer.unref();
    const done = () => clearTimeout(timer);
    req.once('end', done);
    res.once('close', done);
  });
}
