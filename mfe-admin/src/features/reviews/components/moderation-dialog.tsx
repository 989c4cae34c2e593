import { MODERATION_REASON_MAX, MODERATION_REASON_MIN } from '@shop/contracts';
import { useFormat } from '@shop/i18n';
import { moderationReasonError, moderationReasonLength } from '@shop/rules';
import { FieldError, useRulesForm } from '@shop/ui';
import { Input, Modal } from 'antd';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import type { ReactNode } from 'react';
import { useAdminT } from '../../../lib/i18n';

interface ReasonForm {
  reason: string;
}

const validateReason = ({ reason }: ReasonForm) => {
  const message = moderationReasonError(reason);
  return message ? { reason: message } : {};
};

export interface ModerationDialogProps {
  title: ReactNode;
  /** What is being moderated: the review's author and text. */
  children?: ReactNode;
  okText: string;
  danger?: boolean;
  busy?: boolean;
  /** Gets the trimmed reason; the dialog closes when the caller says so. */
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * Asks for the reason of a hide, show again or delete: one text box (checked by the same rule as
 * the API, on submit then on every change), with its limits and a character counter.
 */
export function ModerationDialog({ title, children, okText, danger = false, busy = false, onConfirm, onCancel }: ModerationDialogProps) {
  const { t } = useAdminT();
  const f = useFormat();
  const id = useId();
  const {
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useRulesForm<ReasonForm>(validateReason, { reason: '' });
  const length = moderationReasonLength(watch('reason') ?? '');
  const message = errors.reason?.message;
  const submit = handleSubmit(({ reason }) => onConfirm(reason.trim()));

  return (
    <Modal
      open
      centered
      destroyOnHidden
      title={title}
      okText={okText}
      cancelText={t('dialog.cancel')}
      okButtonProps={{ danger, loading: busy }}
      onOk={() => void submit()}
      onCancel={onCancel}
    >
      {children}
      <form
        className="review-moderation__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label htmlFor={`${id}-reason`} className="review-moderation__label">
          {t('reviews.dialog.reason')}
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
        <div className="review-moderation__under">
          <span id={`${id}-hint`} className="admin-muted">
            {t('reviews.dialog.limits', {
              min: MODERATION_REASON_MIN,
              max: MODERATION_REASON_MAX,
            })}
          </span>
          <span
            className={length > MODERATION_REASON_MAX ? 'review-moderation__count review-moderation__count--over' : 'review-moderation__count'}
            aria-live="polite"
            data-testid="reason-count"
          >
            {f.number(length)} / {f.number(MODERATION_REASON_MAX)}
          </span>
        </div>
        <FieldError id={`${id}-error`} message={message} className="review-moderation__error" />
      </form>
    </Modal>
  );
}
