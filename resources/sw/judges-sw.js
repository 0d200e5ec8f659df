// The judges' service worker (scope /judges/): keeps the round's list, its vote pages and what they load, so a judge
// at the venue goes on scoring when the Wi-Fi drops. Pages come from the network first (always fresh when it
// answers), from this cache when it does not; built assets and images from the cache first (their names change with
// their content). Votes and notes are never handled here: the page keeps what it could not send (lib/judge-device.ts).

const PAGES = 'judges-pages';
const ASSETS = 'judges-assets';
/** The pages kept for offline use: the round's list (with its filters and pages) and each recipe's vote page. */
const PAGE_PATH = /^\/judges\/dashboard(\/recipe\/\d+\/vote)?\/?$/;
/** How long a page waits for the network before the kept copy is shown (the venue's Wi-Fi may hang, not fail). */
const NETWORK_WAIT_MS = 4000;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      try {
        const manifest = await (await fetch('/build/manifest.json', { cache: 'no-store' })).json();
        await (await caches.open(ASSETS)).addAll(judgesAssets(manifest));
      } catch {
        // Installed without the assets: they are kept as the pages load them.
      }
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The built files the judges' pages need: the app's entry, the judges' layout and pages, with their imports and CSS. */
function judgesAssets(manifest) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/build/${chunk.file}`)) return;
    files.add(`/build/${chunk.file}`);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(`/build/${file}`);
    for (const dependency of chunk.imports ?? []) visit(dependency);
  };
  for (const key of Object.keys(manifest)) {
    if (key === 'resources/js/app.tsx' || /resources\/js\/(pages\/judges|layouts\/judge-layout)/.test(key))
      visit(key);
  }
  return [...files];
}

/** An Inertia visit's JSON and the page's HTML share an address: they are kept under two keys. */
function pageKey(request) {
  const url = new URL(request.url);
  url.searchParams.set('__kept', request.headers.get('X-Inertia') === 'true' ? 'inertia' : 'html');
  return url.href;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/build/assets/') || url.pathname.startsWith('/media/')) {
    event.respondWith(cacheFirst(request));
  } else if (PAGE_PATH.test(url.pathname)) {
    event.respondWith(networkFirst(request));
  }
});

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function networkFirst(request) {
  const cache = await caches.open(PAGES);
  const key = pageKey(request);
  try {
    const response = await withTimeout(fetch(request), NETWORK_WAIT_MS);
    // Only a page the judge may see is kept (not a sign-in redirect, an error or an Inertia version change).
    if (response.ok && !response.redirected) await cache.put(key, response.clone());
    return response;
  } catch {
    const kept = await cache.match(key, { ignoreVary: true });
    if (kept) return kept;
    return offlinePage(request);
  }
}

function withTimeout(promise, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function offlinePage(request) {
  if (request.headers.get('X-Inertia') === 'true') return Response.error();
  const html =
    '<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Offline</title>' +
    '<body style="font-family:system-ui,sans-serif;padding:2rem;color:#111;background:#faf6ef">' +
    '<h1>No network</h1><p>This page was not kept on this device. Open the recipe list again once the network is back.</p>';
  return new Response(html, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

/** The page asks for the round's pages to be kept: each fetched as a page and as an Inertia visit, with its images. */
self.addEventListener('message', (event) => {
  const { type, urls, version } = event.data ?? {};
  if (type === 'warm' && Array.isArray(urls)) event.waitUntil(warm(urls, version));
});

async function warm(urls, version) {
  const pages = await caches.open(PAGES);
  const assets = await caches.open(ASSETS);
  for (const path of urls) {
    const url = new URL(path, self.location.origin);
    if (url.origin !== self.location.origin || !PAGE_PATH.test(url.pathname)) continue;
    try {
      const html = new Request(url, { credentials: 'same-origin' });
      const visit = new Request(url, {
        credentials: 'same-origin',
        headers: {
          'X-Inertia': 'true',
          'X-Inertia-Version': version ?? '',
          'X-Requested-With': 'XMLHttpRequest',
        },
      });
      const [page, json] = await Promise.all([fetch(html), fetch(visit)]);
      if (page.ok && !page.redirected) await pages.put(pageKey(html), page);
      if (!json.ok || json.redirected) continue;
      await pages.put(pageKey(visit), json.clone());
      const images = imagesOf((await json.json()).props);
      await Promise.all(
        images.map(async (image) => {
          if (await assets.match(image)) return;
          const response = await fetch(image, { credentials: 'same-origin' });
          if (response.ok) await assets.put(image, response);
        }),
      );
    } catch {
      // The network went away while warming: what was kept stays.
    }
  }
}

/** The recipe's and the headshot's images a vote page shows. */
function imagesOf(props) {
  const found = [];
  for (const image of [props?.recipe?.image, props?.recipe?.headshot]) {
    if (image?.thumb) found.push(image.thumb);
    if (image?.large) found.push(image.large);
  }
  return found;
}
