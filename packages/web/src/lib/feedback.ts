import { tr } from './i18n.ts';

/**
 * The imperative effects screens and the HTTP client use (toast, dialogs, reload). One object so
 * tests can replace a single effect, e.g. `vi.spyOn(feedback, 'reload')`.
 *
 * Toast and Dialog (with their animation library) load on first use: the login route stays light.
 */
async function withRenderer<T>(load: Promise<{ default: T }>): Promise<T> {
  const [module, render] = await Promise.all([load, import('./antd-render.ts')]);
  render.installAntdRenderer();
  return module.default;
}
const loadToast = () => withRenderer(import('antd-mobile/es/components/toast/index.js'));
const loadDialog = () => withRenderer(import('antd-mobile/es/components/dialog/index.js'));

export const feedback = {
  toast(message: string): void {
    void loadToast().then((Toast) => Toast.show({ content: message }));
  },
  success(message: string): void {
    void loadToast().then((Toast) => Toast.show({ icon: 'success', content: message }));
  },
  alert({ title, content }: { title?: string; content: string }): Promise<void> {
    return loadDialog().then(
      (Dialog) =>
        new Promise<void>((resolve) => {
          void Dialog.alert({ title, content, confirmText: tr('web.common.ok'), onConfirm: () => resolve() });
        }),
    );
  },
  confirm({ title, content }: { title?: string; content: string }): Promise<boolean> {
    return loadDialog().then((Dialog) => Dialog.confirm({ title, content, confirmText: tr('web.common.confirm'), cancelText: tr('web.common.cancel') }));
  },
  reload(): void {
    window.location.reload();
  },
  delay(run: () => void, ms: number): void {
    setTimeout(run, ms);
  },
};
