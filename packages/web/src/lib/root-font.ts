import { rootFontSize } from '@crm/domain';

/** Root font size of spec section 9 on <html>, on load and on every resize. */
export function applyRootFontSize(win: Window = window): () => void {
  const apply = () => {
    win.document.documentElement.style.fontSize = `${rootFontSize(win.innerWidth)}px`;
  };
  apply();
  win.addEventListener('resize', apply);
  win.addEventListener('orientationchange', apply);
  return () => {
    win.removeEventListener('resize', apply);
    win.removeEventListener('orientationchange', apply);
  };
}
