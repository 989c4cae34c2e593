import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * A class-validator constraint that runs a @shop/rules check (`value → message | undefined`) and
 * answers its message, so the API says exactly what the browser form says. It runs on missing values
 * too: the rule decides what "required" means.
 */
export function FollowsRule(
  name: string,
  rule: (value: unknown) => string | undefined,
  options?: ValidationOptions,
): PropertyDecorator {
  return ValidateBy(
    {
      name,
      validator: {
        validate: (value: unknown) => rule(value) === undefined,
        defaultMessage: (args) => rule(args?.value) ?? `${args?.property ?? 'value'} is invalid`,
      },
    },
    options,
  );
}
