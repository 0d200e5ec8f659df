// Baseline 1: the least a Node server can do to answer the landing page: plain node:http, the captured bytes.
import { createServer } from 'node:http';
import { listenPort, loadFixture, wantsPageObject } from './fixture.js';

const fixture = loadFixture();

const server = createServer((req, res) => {
  if (req.url !== '/' || (req.method !== 'GET' && req.method !== 'HEAD')) {
    res.writeHead(404).end();
    return;
  }
  const json = wantsPageObject(req.headers['x-inertia']);
  const answer = json ? fixture.json : fixture.html;
  res.setHeader('Content-Type', answer.contentType);
  res.setHeader('Content-Length', answer.body.length);
  res.setHeader('Vary', 'X-Inertia');
  if (json) res.setHeader('X-Inertia', 'true');
  res.end(req.method === 'HEAD' ? undefined : answer.body);
});

server.listen(listenPort(), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
