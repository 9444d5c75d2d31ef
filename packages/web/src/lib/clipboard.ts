import { feedback } from './feedback.ts';

/** What the user is told either way, in their language. */
export interface CopyTexts {
  copied: string;
  byHand: string;
}

/** Selects the whole text of `element` (a box's value, or an element's text) for copying by hand. */
function selectAll(element: HTMLElement): void {
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
    element.focus();
    element.select();
    return;
  }
  window.getSelection()?.selectAllChildren(element);
}

/**
 * Copies `text` to the clipboard and says so. Where the clipboard is out of reach (no secure
 * context: a plain http address, some in-app browsers; or the browser refuses), selects the text
 * shown in `shown` and asks the user to copy it by hand: nothing is lost either way.
 */
export async function copyText(text: string, shown: HTMLElement | null, texts: CopyTexts): Promise<boolean> {
  try {
    // Absent outside a secure context: thrown here like a refusal.
    await navigator.clipboard.writeText(text);
    feedback.success(texts.copied);
    return true;
  } catch {
    if (shown) selectAll(shown);
    feedback.toast(texts.byHand);
    return false;
  }
}
