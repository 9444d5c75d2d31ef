import { Dialog, Toast } from 'antd-mobile';
import { tr } from './i18n.ts';

/**
 * The imperative effects screens and the HTTP client use (toast, dialogs, reload). One object so
 * tests can replace a single effect, e.g. `vi.spyOn(feedback, 'reload')`.
 */
export const feedback = {
  toast(message: string): void {
    Toast.show({ content: message });
  },
  success(message: string): void {
    Toast.show({ icon: 'success', content: message });
  },
  alert({ title, content }: { title?: string; content: string }): Promise<void> {
    return new Promise<void>((resolve) => {
      void Dialog.alert({ title, content, confirmText: tr('web.common.ok'), onConfirm: () => resolve() });
    });
  },
  confirm({ title, content }: { title?: string; content: string }): Promise<boolean> {
    return Dialog.confirm({
      title,
      content,
      confirmText: tr('web.common.confirm'),
      cancelText: tr('web.common.cancel'),
    });
  },
  reload(): void {
    window.location.reload();
  },
  delay(run: () => void, ms: number): void {
    setTimeout(run, ms);
  },
};
