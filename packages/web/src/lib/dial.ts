import { create } from 'zustand';

/**
 * A call made from a record's phone link (spec: "a call logged from the phone's dialer link with
 * its duration"): the tap notes the record and the time; the phone's dialer then takes the screen
 * and the page is hidden; when the page shows again, the call is over, and the time away is about
 * its length. The shell then offers to log it (features/calls). Kept in the tab's session storage,
 * so a page the phone discarded during a long call still offers it when it is reloaded.
 */
export interface Dial {
  /** The record whose number was tapped: its object's API name, id and title. */
  objectName: string;
  recordId: string;
  title: string;
  phone: string;
}

export interface PendingDial extends Dial {
  /** When the number was tapped (epoch ms). */
  at: number;
  /** When the page was hidden after it (the dialer took the screen). */
  hiddenAt?: number;
}

interface DialState {
  pending: PendingDial | null;
  /** When the page showed again after the dialer: the prompt's moment. */
  returnedAt: number | null;
}

const KEY = 'crm.pendingDial';
/** A page coming back later than this after the tap was not away for a call. */
const STALE_MS = 3 * 3_600_000;

function stored(): PendingDial | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as PendingDial | null;
    return value && typeof value.at === 'number' && Date.now() - value.at < STALE_MS ? value : null;
  } catch {
    return null;
  }
}

function store(pending: PendingDial | null): void {
  try {
    if (pending) sessionStorage.setItem(KEY, JSON.stringify(pending));
    else sessionStorage.removeItem(KEY);
  } catch {
    // A browser without storage (private mode) still offers the prompt while the page lives.
  }
}

const visible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

function initial(): DialState {
  const pending = stored();
  // Reloaded after the dialer (the phone discarded the page): the call is over.
  return { pending, returnedAt: pending?.hiddenAt && visible() ? Date.now() : null };
}

export const useDialStore = create<DialState>(initial);

/** A tap on a record's phone link: remembered until the page comes back from the dialer. */
export function noteDial(dial: Dial): void {
  const pending = { ...dial, at: Date.now() };
  store(pending);
  useDialStore.setState({ pending, returnedAt: null });
}

/** The prompt was answered (logged or not): nothing is offered again for this call. */
export function dismissDial(): void {
  store(null);
  useDialStore.setState({ pending: null, returnedAt: null });
}

/** The page hid (the dialer) or showed again (the call is over), while a dial waits. */
export function onVisibilityChange(): void {
  const { pending, returnedAt } = useDialStore.getState();
  if (!pending || returnedAt !== null) return;
  const now = Date.now();
  if (now - pending.at >= STALE_MS) return dismissDial();
  if (!visible()) {
    if (pending.hiddenAt) return;
    const hidden = { ...pending, hiddenAt: now };
    store(hidden);
    useDialStore.setState({ pending: hidden });
  } else if (pending.hiddenAt) useDialStore.setState({ returnedAt: now });
}

if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibilityChange);

/** Whole seconds from the tap to the page's return: what the prompt offers as the call's length. */
export function dialSeconds(pending: PendingDial, returnedAt: number): number {
  return Math.max(0, Math.round((returnedAt - pending.at) / 1000));
}
