import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TEST_DIR } from './test-database.js';

export const NGINX = '/usr/sbin/nginx';

export interface TestProxy {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Debian's nginx as the load balancer of production (docs/deployment.md): round robin over `upstreams`, the client's
 * address and scheme passed on, uploads up to 50 MB. Each answer names the copy that served it in `X-Upstream`, so a
 * test can see that both copies answered. Runs in the foreground with everything in a temporary folder.
 */
export async function startNginx(port: number, upstreams: number[]): Promise<TestProxy> {
  if (!existsSync(NGINX)) throw new Error(`nginx is missing at ${NGINX}: apt-get install -y nginx`);
  mkdirSync(TEST_DIR, { recursive: true });
  const prefix = mkdtempSync(join(TEST_DIR, 'nginx-'));
  for (const folder of ['logs', 'temp']) mkdirSync(join(prefix, folder));
  const runsAsRoot = process.getuid?.() === 0;
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `${runsAsRoot ? 'user root;' : ''}
daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${prefix}/temp/body;
  proxy_temp_path ${prefix}/temp/proxy;
  fastcgi_temp_path ${prefix}/temp/fastcgi;
  uwsgi_temp_path ${prefix}/temp/uwsgi;
  scgi_temp_path ${prefix}/temp/scgi;
  client_max_body_size 50m;
  upstream app {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=0;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
  );
  const check = spawnSync(NGINX, ['-t', '-p', prefix, '-c', join(prefix, 'nginx.conf')], {
    encoding: 'utf8',
  });
  if (check.status !== 0) throw new Error(`nginx refused its configuration:\n${check.stderr}`);
  const child = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], { stdio: 'ignore' });
  const exited = new Promise<void>((resolveExit) => child.on('exit', () => resolveExit()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await fetch(`${baseUrl}/healthz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error('nginx did not start');
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
