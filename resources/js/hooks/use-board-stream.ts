import { useEffect, useState } from 'react';
import type { BoardSnapshot } from '@shared/judging/final-board.props';

/** live: events arrive; reconnecting: the browser is trying again; closed: the server refused the stream. */
export type BoardConnection = 'live' | 'reconnecting' | 'closed';

/** After a refusal (a turned-off link, a server that could not answer), the stream is asked for again this late. */
const RETRY_AFTER_REFUSAL_MS = 5000;

/**
 * The live final's board as its event stream sends it: the page's props first, then each event. The browser's
 * EventSource reconnects by itself after a drop; after a refusal it stops, so this opens a new one a little later
 * (a screen left at the venue comes back by itself once the server does).
 */
export function useBoardStream(initial: BoardSnapshot, url: string) {
  const [streamed, setStreamed] = useState<BoardSnapshot | null>(null);
  const [connection, setConnection] = useState<BoardConnection>('live');
  useEffect(() => {
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      const current = new EventSource(url);
      source = current;
      current.onmessage = (event: MessageEvent<string>) => {
        setStreamed(JSON.parse(event.data) as BoardSnapshot);
        setConnection('live');
      };
      current.onerror = () => {
        if (current.readyState !== EventSource.CLOSED) return setConnection('reconnecting');
        setConnection('closed');
        retry = setTimeout(open, RETRY_AFTER_REFUSAL_MS);
      };
    };
    open();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [url]);
  return { board: streamed ?? initial, connection };
}
