import { Modal } from 'antd';
import { type ReactElement, type ReactNode, useCallback } from 'react';

export interface ConfirmDialogOptions {
  /** The question (the spec's 'Are you sure?'). */
  title: string;
  /** What is about to happen: which thing, and what becomes of the money. */
  content: ReactNode;
  /** The buttons say what they do ("Cancel the order" / "Keep the order"), not OK/Cancel. */
  okText: string;
  cancelText: string;
  /** The action cannot be undone: the confirming button is red. */
  danger?: boolean;
}

/**
 * The shop's confirmation dialog, in place of the browser's `window.confirm` (which draws in the
 * browser's language and fonts and cannot say more than one line). antd's hook form: the dialog
 * renders where `holder` is placed, so it takes the page's theme (the shop's fonts) and antd's texts
 * in the active language. `confirm` resolves true when the visitor confirms, false otherwise; the
 * focus starts on the safe button.
 */
export function useConfirmDialog(): [
  confirm: (options: ConfirmDialogOptions) => Promise<boolean>,
  holder: ReactElement,
] {
  const [modal, holder] = Modal.useModal();
  const confirm = useCallback(
    ({ title, content, okText, cancelText, danger }: ConfirmDialogOptions) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title,
          content,
          okText,
          cancelText,
          okButtonProps: { danger },
          focusable: { autoFocusButton: 'cancel' },
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal],
  );
  return [confirm, holder];
}
