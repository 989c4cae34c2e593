import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import 'reflect-metadata';
import { controlCharactersMessage, hasControlCharacters } from './control-characters';
import { FollowsRule } from './follows-rule.decorator';

/**
 * How a text property of a DTO treats control characters (read by ControlCharactersPipe):
 * - `single-line`: none at all (names, subjects …);
 * - `multi-line`: tab, line feed and carriage return allowed (text written in a textarea);
 * - `any`: not checked (secrets that are only hashed or compared: passwords, tokens).
 * Unmarked body text is `multi-line`; query and path parameters are `single-line`.
 */
export type TextMode = 'single-line' | 'multi-line' | 'any';

const TEXT_MODE = Symbol('shop:text-mode');

/** Marks a DTO property's TextMode. */
export function TextMode(mode: TextMode): PropertyDecorator {
  return (target, propertyKey) => Reflect.defineMetadata(TEXT_MODE, mode, target, propertyKey);
}

/** The TextMode a property of `instance` was marked with, if any. */
export function textModeOf(instance: object, propertyKey: string): TextMode | undefined {
  return Reflect.getMetadata(TEXT_MODE, instance, propertyKey) as TextMode | undefined;
}

/**
 * Refuses control characters (and bidirectional overrides) in a text field with
 * '<label> must not contain control characters', as a class-validator rule in the DTO's own order;
 * with `allowLineBreaks`, tab and line breaks are fine.
 */
export function NoControlCharacters(label: string, options: { allowLineBreaks?: boolean } = {}): PropertyDecorator {
  const allowLineBreaks = options.allowLineBreaks ?? false;
  return applyDecorators(
    FollowsRule('noControlCharacters', (value) =>
      typeof value === 'string' && hasControlCharacters(value, allowLineBreaks) ? controlCharactersMessage(label) : undefined,
    ),
    TextMode(allowLineBreaks ? 'multi-line' : 'single-line'),
  );
}

const TRIMMED = Symbol('shop:trimmed');

/**
 * Trims a text property before it is validated (class-transformer) and marks it so, so that the
 * document bounds its length the way the API counts it: spaces around it are not counted, so a raw
 * `maxLength` would say less than the API accepts (see describeRequestInputs).
 */
export function Trimmed(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value)),
    (target: object, propertyKey: string | symbol) => Reflect.defineMetadata(TRIMMED, true, target, propertyKey),
  );
}

/** True when a DTO property was marked `@Trimmed()`. */
export function isTrimmed(instance: object, propertyKey: string): boolean {
  return Reflect.getMetadata(TRIMMED, instance, propertyKey) === true;
}
