import { type DefaultValues, type FieldValues, useForm, type UseFormProps } from 'react-hook-form';
import { rulesResolver, type RulesValidator } from './rules-resolver';

/**
 * `useForm` with the shop's defaults: the `@shop/rules` validator as resolver, validation on
 * submit then on every change (spec §5), and focus on the first invalid field.
 */
export function useRulesForm<V extends FieldValues>(
  validate: RulesValidator<V>,
  defaultValues: DefaultValues<V>,
  options: Omit<UseFormProps<V>, 'resolver' | 'defaultValues'> = {},
) {
  return useForm<V>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    defaultValues,
    resolver: rulesResolver(validate),
  });
}
