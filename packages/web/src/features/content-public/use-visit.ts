import { useCallback, useEffect, useRef, useState } from 'react';
import { CONTENT_READ_MAX_SECONDS } from '@crm/domain';
import { openVisit, reportRead } from './api/public-content.ts';

/** How often, in seconds read, the page tells the server how long it has been read. */
const READ_REPORT_SECONDS = 15;

/** This load's open id. crypto.randomUUID exists only in a secure context, and a link may be opened over plain http. */
function newOpenId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One visit per load of the page (CONTENT_API.publicOpened). The open id and the call are kept in
 * refs, so React StrictMode's second run of the mount effect waits on the first run's call instead
 * of making another. `open()` gives the visit's id; after a failure it asks again, with the same
 * open id (the same visit).
 */
export function useVisit(key: string): { visitId: string | null; open: () => Promise<string> } {
  const openId = useRef<string | null>(null);
  const opening = useRef<Promise<string> | null>(null);
  const [visitId, setVisitId] = useState<string | null>(null);
  const open = useCallback(() => {
    openId.current ??= newOpenId();
    opening.current ??= openVisit(key, openId.current).catch((error: unknown) => {
      opening.current = null;
      throw error;
    });
    return opening.current;
  }, [key]);
  useEffect(() => {
    let mounted = true;
    open().then(
      (id) => {
        if (mounted) setVisitId(id);
      },
      // Not counted this time; leaving a contact asks again.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [open]);
  return { visitId, open };
}

/**
 * Counts the seconds the page is read, only while it shows (document.visibilityState), and tells
 * the server every READ_REPORT_SECONDS of them, and when the page is hidden (the reader switched
 * away or is leaving). A visit counts at most CONTENT_READ_MAX_SECONDS.
 */
export function useReadTime(key: string, visitId: string | null): void {
  const read = useRef(0);
  const reported = useRef(0);
  const visit = useRef(visitId);
  useEffect(() => {
    visit.current = visitId;
  }, [visitId]);
  useEffect(() => {
    const report = () => {
      const id = visit.current;
      if (!id || read.current <= reported.current) return;
      reported.current = read.current;
      // Lost now, told with the next report: the server keeps the most it was told.
      reportRead(key, id, read.current).catch(() => undefined);
    };
    const tick = setInterval(() => {
      if (document.visibilityState !== 'visible' || read.current >= CONTENT_READ_MAX_SECONDS) return;
      read.current += 1;
      if (read.current % READ_REPORT_SECONDS === 0) report();
    }, 1000);
    const hidden = () => {
      if (document.visibilityState === 'hidden') report();
    };
    document.addEventListener('visibilitychange', hidden);
    return () => {
      clearInterval(tick);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [key]);
}
