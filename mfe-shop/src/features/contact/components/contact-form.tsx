import { describeApiError, notify } from '@shop/api-client';
import { useT } from '@shop/i18n';
import { CONTACT_LIMITS, type ContactFields, validateContact } from '@shop/rules';
import { useRuleMessage, useRulesForm } from '@shop/ui';
import { useState } from 'react';
import { fieldAria, FormField } from '../../../components/form-field';
import { useSendContactMessageMutation } from '../api/contact-api';

const EMPTY: ContactFields = { email: '', subject: '', message: '' };

/** The fields; each one's label is `contact.<name>`. */
const FIELDS = [
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'subject', type: 'text', autoComplete: 'off' },
  { name: 'message', type: 'textarea', autoComplete: 'off' },
] as const;

/**
 * Contact Us form: email, subject, message, with react-hook-form and `validateContact` of
 * @shop/rules (the API's rule): validation runs on submit, then again on every change (spec §5);
 * errors in red under each field. A refused message (400, 429, no network) is explained under the
 * form; a sent one is confirmed by a toast (`contact.sent`) and the form empties.
 */
export function ContactForm() {
  const { t } = useT('shop');
  const ruleMessage = useRuleMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useRulesForm<ContactFields>(validateContact, EMPTY);
  const [apiError, setApiError] = useState<string | null>(null);
  const [send, { isLoading: sending }] = useSendContactMessageMutation();

  const onValid = async (values: ContactFields) => {
    const result = await send({
      email: values.email.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
    });
    if ('error' in result && result.error) {
      setApiError(describeApiError(result.error));
      return;
    }
    notify.success(t('contact.sent'));
    reset(EMPTY);
  };

  return (
    <form
      className="contact-form"
      noValidate
      onSubmit={(event) => {
        setApiError(null);
        void handleSubmit(onValid)(event);
      }}
    >
      {FIELDS.map((field) => {
        const id = `contact-${field.name}`;
        const error = errors[field.name]?.message;
        const common = {
          ...register(field.name),
          maxLength: CONTACT_LIMITS[field.name],
          autoComplete: field.autoComplete,
          ...fieldAria(id, error),
          className: 'form-field__input',
        };
        return (
          <FormField
            key={field.name}
            id={id}
            label={t(`contact.${field.name}`)}
            error={error && ruleMessage(error)}
          >
            {field.type === 'textarea' ? (
              <textarea {...common} rows={6} />
            ) : (
              <input {...common} type={field.type} />
            )}
          </FormField>
        );
      })}
      <button type="submit" className="btn btn--primary btn--large" disabled={sending}>
        {t('contact.submit')}
      </button>
      {apiError && (
        <p className="form-field__error form-field__error--form" role="alert">
          {apiError}
        </p>
      )}
    </form>
  );
}
