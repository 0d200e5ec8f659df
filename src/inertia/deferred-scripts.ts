import { createHash } from 'node:crypto';

/**
 * A server-rendered page paints from its HTML and stylesheet alone, so its scripts are asked for only once that first
 * frame is on screen. Fetched earlier, they share a phone's slow link with the stylesheet and the images above the
 * fold, and every byte of them that arrives before the largest paint delays it (Lighthouse's simulation counts each
 * request that finished before the largest paint, whatever its priority). The page hydrates a frame later instead.
 *
 * The loader is inline so that it costs no request of its own; the policy allows exactly these bytes by their hash
 * (`DEFERRED_SCRIPTS_HASH`), never inline scripts in general. It reads the files from its own data attributes so that
 * its text, and so its hash, is the same on every page. It waits for the browser's own first-contentful-paint entry,
 * reported once the frame is presented: animation frames are no sign of it, since Chromium holds back the first
 * frames of a navigation. The timer covers a tab opened in the background, which paints nothing until it is shown,
 * and a browser without paint timing loads at once.
 */
export const DEFERRED_SCRIPTS_LOADER =
  '(function(){var d=document,s=d.currentScript,done=false;' +
  'function load(){if(done)return;done=true;' +
  "(s.getAttribute('data-preload')||'').split(' ').forEach(function(href){if(!href)return;" +
  "var l=d.createElement('link');l.rel='modulepreload';l.href=href;d.head.appendChild(l)});" +
  "var m=d.createElement('script');m.type='module';m.src=s.getAttribute('data-entry');d.head.appendChild(m)}" +
  "var P=window.PerformanceObserver;if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0){" +
  "new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){" +
  "observer.disconnect();setTimeout(load,0)}}).observe({type:'paint',buffered:true})}else{setTimeout(load,0)}" +
  'setTimeout(load,2000)})()';

/** The Content-Security-Policy source that lets the loader above run, and nothing else inline. */
export const DEFERRED_SCRIPTS_HASH = `'sha256-${createHash('sha256').update(DEFERRED_SCRIPTS_LOADER).digest('base64')}'`;
