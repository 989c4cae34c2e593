import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { useAdminT } from '../lib/i18n';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  okText: string;
  /** 'Cancel' in the active language unless given. */
  cancelText?: string;
  danger?: boolean;
  /** Disables OK (e.g. until a required box is ticked). */
  okDisabled?: boolean;
  /**
   * The action is on its way (a caller that keeps the dialog open until it is answered): OK shows
   * it is working and takes no second click.
   */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A confirmation before an action that is hard to undo. Centred on the page, so the toasts (top
 * right) never cover it; the caller closes it before the action runs, so the action's toast never
 * appears over an open dialog either, or keeps it open to try again after an error and marks it
 * `busy` meanwhile.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  okText,
  cancelText,
  danger = false,
  okDisabled = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useAdminT();
  return (
    <Modal
      open={open}
      centered
      destroyOnHidden
      title={title}
      okText={okText}
      cancelText={cancelText ?? t('dialog.cancel')}
      okButtonProps={{ danger, disabled: okDisabled, loading: busy }}
      onOk={onConfirm}
      onCancel={onCancel}
    >
      {children}
    </Modal>
  );
}
