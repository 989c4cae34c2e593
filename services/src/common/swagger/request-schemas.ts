import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import type { INestApplicationContext, Type } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import { getMetadataStorage, IS_OPTIONAL } from 'class-validator';
import { isTrimmed, type TextMode, textModeOf } from '../validation/free-text';

/**
 * JSON Schema patterns of text ControlCharactersPipe lets through (see hasControlCharacters): no C0,
 * DEL, C1 or bidirectional control characters; `multi-line` text may hold tab, LF and CR. Written
 * with `\u` escapes, which ECMAScript and Python regular expressions (schemathesis) both read.
 */
const CONTROLS = {
  'single-line': '\\u0000-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069',
  'multi-line': '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069',
} as const;

export const TEXT_PATTERNS: Record<Exclude<TextMode, 'any'>, string> = {
  'single-line': `^[^${CONTROLS['single-line']}]*$`,
  'multi-line': `^[^${CONTROLS['multi-line']}]*$`,
};

/**
 * The same for required text (`minLength` ≥ 1): the API trims such text before it checks that it is
 * not empty, so it must hold one character that is neither a space nor a control character.
 */
export const FILLED_TEXT_PATTERNS: Record<Exclude<TextMode, 'any'>, string> = {
  'single-line': `^[^${CONTROLS['single-line']}]*[^\\s${CONTROLS['single-line']}][^${CONTROLS['single-line']}]*$`,
  'multi-line': `^[^${CONTROLS['multi-line']}]*[^\\s${CONTROLS['multi-line']}][^${CONTROLS['multi-line']}]*$`,
};

/**
 * The pattern of a `@Trimmed()` text: what String.prototype.trim drops around it is free — spaces,
 * U+FEFF, and the control characters tab to carriage return (a name sent as "Rahim\f" is saved as
 * "Rahim") — and what is left holds `min` to `max` code points, the first and last of them not
 * spaces: the length as the API counts it, which a raw `maxLength` cannot say. Python's `\s` also
 * takes U+001C–U+001F and U+0085, which trim keeps (and the API refuses): the controls exclude them.
 */
export function trimmedTextPattern(mode: Exclude<TextMode, 'any'>, min: number, max?: number): string {
  const controls = CONTROLS[mode];
  const space = `(?:[^\\S${controls}]|[\\u0009-\\u000d\\ufeff])`;
  const edge = `[^\\s\\ufeff${controls}]`;
  const inner = `[^${controls}]`;
  const between = (low: number) => `{${low},${max === undefined ? '' : max - 2}}`;
  const text =
    min >= 2 ? `${edge}${inner}${between(min - 2)}${edge}` : `${edge}(?:${inner}${between(0)}${edge})?`;
  return `^${space}*${min === 0 ? `(?:${text})?` : text}${space}*$`;
}

type Schema = Record<string, unknown> & {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
};

interface ParameterLike {
  name?: string;
  in?: string;
  schema?: Schema;
}

interface OperationLike {
  operationId?: string;
  parameters?: ParameterLike[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

/** The DTO classes of the application's bodies and query objects, by class name (= schema name). */
export function inputClassesOf(app: INestApplicationContext): Map<string, Type> {
  const classes = new Map<string, Type>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller) continue;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<string, { index: number }>;
        const types = (Reflect.getMetadata('design:paramtypes', controller.prototype, name) ?? []) as unknown[];
        for (const [key, arg] of Object.entries(args)) {
          const input =
            key.startsWith(`${RouteParamtypes.BODY}:`) || key.startsWith(`${RouteParamtypes.QUERY}:`);
          const type = types[arg.index];
          if (input && typeof type === 'function' && type !== Object && type !== String) {
            classes.set(type.name, type as Type);
          }
        }
      }
    }
  }
  return classes;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * Makes the document say what the global ValidationPipe and ControlCharactersPipe enforce on input,
 * for every DTO at once rather than per property:
 * - every object schema of a request body (and the schemas it refers to) is closed,
 *   `additionalProperties: false` (ValidationPipe's `forbidNonWhitelisted`);
 * - every text property of a body, and every text query parameter, without a pattern of its own
 *   gets the pattern of its TextMode (`TEXT_PATTERNS`; `any` — passwords, tokens — none). Query text
 *   is single-line, body text multi-line unless its DTO property says otherwise;
 * - an `@IsOptional()` body property is `nullable` (class-validator lets null through as missing),
 *   unless its decorator says `nullable: false` (a handler that refuses null itself).
 * Schemas that state `additionalProperties` themselves keep it.
 */
export function describeRequestInputs(document: OpenAPIObject, classes: Map<string, Type>): OpenAPIObject {
  const schemas = (document.components?.schemas ?? {}) as Record<string, Schema>;
  const closed = new Set<Schema>();
  const close = (schema: Schema | undefined, owner: Type | undefined): void => {
    if (!schema || closed.has(schema)) return;
    closed.add(schema);
    if (schema.$ref) {
      const name = schema.$ref.replace('#/components/schemas/', '');
      close(schemas[name], classes.get(name));
      return;
    }
    for (const branch of [...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])]) {
      close(branch, owner);
    }
    if (schema.items) close(schema.items, undefined);
    if (!schema.properties) return;
    if (!('additionalProperties' in schema)) schema.additionalProperties = false;
    const optional = owner ? optionalProperties(owner) : new Set<string>();
    for (const [key, property] of Object.entries(schema.properties)) {
      const mode = (owner && textModeOf(owner.prototype as object, key)) ?? 'multi-line';
      if (owner && isTrimmed(owner.prototype as object, key)) describeTrimmedText(property, mode);
      describeText(property, mode);
      if (optional.has(key) && !property.$ref && property.nullable === undefined) property.nullable = true;
      close(property, undefined);
    }
  };
  for (const item of Object.values(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = (item as Record<string, OperationLike | undefined>)[method];
      if (!operation) continue;
      for (const media of Object.values(operation.requestBody?.content ?? {})) close(media.schema, undefined);
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'query' && parameter.schema) describeText(parameter.schema, queryModeOf(parameter.name, classes));
      }
    }
  }
  return document;
}

/** Properties marked `@IsOptional()`: class-validator skips them when missing and when null. */
function optionalProperties(type: Type): Set<string> {
  return new Set(
    getMetadataStorage()
      .getTargetValidationMetadatas(type, '', true, false)
      .filter((metadata) => metadata.name === IS_OPTIONAL)
      .map((metadata) => metadata.propertyName),
  );
}

/** A query parameter's TextMode: its query DTO's property mark, else single-line. */
function queryModeOf(name: string | undefined, classes: Map<string, Type>): TextMode {
  if (!name) return 'single-line';
  for (const type of classes.values()) {
    const mode = textModeOf(type.prototype as object, name);
    if (mode) return mode;
  }
  return 'single-line';
}

/**
 * A `@Trimmed()` text property without a pattern of its own: its length bounds move from the raw
 * `minLength`/`maxLength` into trimmedTextPattern (schemathesis sends "  " + 300 characters to a
 * 300-character field and expects a refusal the API rightly does not give).
 */
function describeTrimmedText(schema: Schema, mode: TextMode): void {
  if (mode === 'any' || schema.type !== 'string' || schema.pattern !== undefined || schema.enum !== undefined) return;
  if (schema.format !== undefined) return; // email, uri …: their format already bounds the text
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  schema.pattern = trimmedTextPattern(mode, min, max);
  delete schema.maxLength;
}

/** Adds the TextMode pattern to a text schema (and the text branches of a oneOf/anyOf) that has none. */
function describeText(schema: Schema, mode: TextMode): void {
  if (mode === 'any' || schema.$ref) return;
  for (const branch of [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) describeText(branch, mode);
  if (schema.items) describeText(schema.items, mode);
  const text = schema.type === 'string' && schema.format !== 'binary';
  if (text && schema.pattern === undefined && schema.enum === undefined) {
    const filled = typeof schema.minLength === 'number' && schema.minLength >= 1;
    schema.pattern = (filled ? FILLED_TEXT_PATTERNS : TEXT_PATTERNS)[mode];
  }
}
