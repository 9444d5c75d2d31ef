import { createRoot, type Root } from 'react-dom/client';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render.js';

/** antd-mobile's Toast and Dialog render outside the tree; on React 19 they need a createRoot renderer. */
let installed = false;

export function installAntdRenderer(): void {
  if (installed) return;
  installed = true;
  unstableSetRender((node, container) => {
    const target = container as (Element | DocumentFragment) & { _reactRoot?: Root };
    target._reactRoot ??= createRoot(target);
    target._reactRoot.render(node);
    return async () => {
      await Promise.resolve();
      target._reactRoot?.unmount();
      delete target._reactRoot;
    };
  });
}
