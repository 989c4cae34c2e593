import { MODERATION_REASON_MAX } from '@shop/contracts';
import { useFormat } from '@shop/i18n';
import { moderationReasonError, moderationReasonLength } from '@shop/rules';
import { FieldError, useRulesForm } from '@shop/ui';
import { Input, Modal } from 'antd';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import type { ReactNode } from 'react';
import { useAdminT } from '../lib/i18n';
import './reason-dialog.css';

interface ReasonForm {
  reason: string;
}

const validateReason = ({ reason }: ReasonForm) => {
  const message = moderationReasonError(reason);
  return message ? { reason: message } : {};
};

export interface ReasonDialogProps {
  title: ReactNode;
  /** What the decision is about (a review's text, a wallet payment's TrxID and amount). */
  children?: ReactNode;
  /** The text box's label. */
  label: string;
  /** Under the box: the limits and who reads the reason. */
  hint: string;
  okText: string;
  danger?: boolean;
  busy?: boolean;
  /** The confirming button is off until the reason is valid (else a click shows the message). */
  disableUntilValid?: boolean;
  /** Gets the trimmed reason; the dialog closes when the caller says so. */
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * Asks for the reason of an admin's decision (a review hidden, shown again or deleted; a wallet
 * payment not received): one text box checked by the same rule as the API (3–300 characters, one
 * line), with its limits and a character counter. Once something is typed the rule's message
 * stands under the box, as it changes (and `disableUntilValid` keeps the confirming button off
 * until the reason is valid): the admin never learns of a too-short reason after the fact.
 */
export function ReasonDialog({
  title,
  children,
  label,
  hint,
  okText,
  danger = false,
  busy = false,
  disableUntilValid = false,
  onConfirm,
  onCancel,
}: ReasonDialogProps) {
  const { t } = useAdminT();
  const f = useFormat();
  const id = useId();
  const {
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useRulesForm<ReasonForm>(validateReason, { reason: '' });
  const typed = watch('reason') ?? '';
  const length = moderationReasonLength(typed);
  const invalid = moderationReasonError(typed);
  const message = errors.reason?.message ?? (typed === '' ? undefined : invalid);
  const submit = handleSubmit(({ reason }) => onConfirm(reason.trim()));

  return (
    <Modal
      open
      centered
      destroyOnHidden
      title={title}
      okText={okText}
      cancelText={t('dialog.cancel')}
      okButtonProps={{ danger, loading: busy, disabled: disableUntilValid && invalid !== undefined }}
      onOk={() => void submit()}
      onCancel={onCancel}
    >
      {children}
      <form
        className="reason-dialog__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label htmlFor={`${id}-reason`} className="reason-dialog__label">
          {label}
        </label>
        <Controller
          name="reason"
          control={control}
          render={({ field }) => (
            <Input.TextArea
              {...field}
              id={`${id}-reason`}
              rows={3}
              autoFocus
              status={message ? 'error' : undefined}
              aria-invalid={message ? true : undefined}
              aria-describedby={`${id}-hint ${message ? `${id}-error` : ''}`.trim()}
            />
          )}
        />
        <div className="reason-dialog__under">
          <span id={`${id}-hint`} className="admin-muted">
            {hint}
          </span>
          <span
            className={
              length > MODERATION_REASON_MAX
                ? 'reason-dialog__count reason-dialog__count--over'
                : 'reason-dialog__count'
            }
            aria-live="polite"
            data-testid="reason-count"
          >
            {f.number(length)} / {f.number(MODERATION_REASON_MAX)}
          </span>
        </div>
        <FieldError id={`${id}-error`} message={message} className="reason-dialog__error" />
      </form>
    </Modal>
  );
}
