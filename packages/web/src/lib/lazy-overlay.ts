import { useState } from 'react';

/**
 * Overlays (sheets, pop-ups, pickers) and the animation library under them load when first opened,
 * not with the page. Once opened an overlay stays mounted, so it can animate its closing and
 * open again at once.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
