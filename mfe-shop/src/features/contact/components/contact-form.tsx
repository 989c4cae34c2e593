import { describeApiError, notify } from '@shop/api-client';
import { useT } from '@shop/i18n';
import { CONTACT_LIMITS, type ContactFields, validateContact } from '@shop/rules';
import { useRuleMessage, useRulesForm } from '@shop/ui';
import { useState } from 'react';
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
          id,
          ...register(field.name),
          maxLength: CONTACT_LIMITS[field.name],
          autoComplete: field.autoComplete,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
          className: 'contact-form__input',
        };
        return (
          <div key={field.name} className="contact-form__field">
            <label htmlFor={id} className="contact-form__label">
              {t(`contact.${field.name}`)}
            </label>
            {field.type === 'textarea' ? (
              <textarea {...common} rows={6} />
            ) : (
              <input {...common} type={field.type} />
            )}
            {error && (
              <p id={`${id}-error`} className="contact-form__error">
                {ruleMessage(error)}
              </p>
            )}
          </div>
        );
      })}
      <button type="submit" className="btn btn--primary btn--large" disabled={sending}>
        {t('contact.submit')}
      </button>
      {apiError && (
        <p className="contact-form__error contact-form__error--form" role="alert">
          {apiError}
        </p>
      )}
    </form>
  );
}
