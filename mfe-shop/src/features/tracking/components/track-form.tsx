import { Trans, useT } from '@shop/i18n';
import { ORDER_NUMBER_LENGTH, orderNumberQuery, phoneError } from '@shop/rules';
import { useRuleMessage } from '@shop/ui';
import { useForm } from 'react-hook-form';
import { fieldAria, FormField } from '../../../components/form-field';

export interface TrackFields {
  number: string;
  phone: string;
}

/** How a number is shown in the hints: the one the mails print. */
export const NUMBER_EXAMPLE = '#0B3DF8';

/**
 * The order number (as the mails print it, `#` and case as typed) and the phone the order was
 * placed with; checked on submit, then on every change (spec §5), errors in red under each field.
 */
export function TrackForm({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (fields: TrackFields) => void;
}) {
  const { t } = useT('shop');
  const ruleMessage = useRuleMessage();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TrackFields>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: { number: '', phone: '' },
  });
  const numberError = errors.number?.message;
  const phoneErrorText = ruleMessage(errors.phone?.message);
  return (
    <form
      className="track-form"
      noValidate
      onSubmit={(event) => void handleSubmit((fields) => onSubmit(fields))(event)}
    >
      <FormField
        id="track-number"
        label={t('track.number')}
        error={numberError}
        hint={
          <Trans
            t={t}
            i18nKey="track.numberHint"
            values={{ example: NUMBER_EXAMPLE }}
            components={{ example: <span translate="no" /> }}
          />
        }
      >
        <input
          {...register('number', {
            validate: (value) =>
              orderNumberQuery(value)?.length === ORDER_NUMBER_LENGTH || t('track.numberInvalid'),
          })}
          {...fieldAria('track-number', numberError)}
          className="form-field__input"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={30}
        />
      </FormField>
      <FormField id="track-phone" label={t('track.phone')} error={phoneErrorText}>
        <input
          {...register('phone', { validate: (value) => phoneError(value) ?? true })}
          {...fieldAria('track-phone', phoneErrorText)}
          className="form-field__input"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={30}
        />
      </FormField>
      <button type="submit" className="btn btn--primary btn--large" disabled={busy}>
        {t('track.submit')}
      </button>
    </form>
  );
}
