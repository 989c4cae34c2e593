import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { ValidationFailedError } from '../errors';
import { controlCharactersMessage, hasControlCharacters } from './control-characters';
import { type TextMode, textModeOf } from './free-text';

/**
 * The last global pipe: no text a client sends reaches a handler with control characters in it
 * (NUL, escape sequences, bidirectional overrides), whichever DTO it belongs to — 400
 * VALIDATION_FAILED '<field> must not contain control characters'. Body text may hold tabs and line
 * breaks unless its property says otherwise (TextMode); query parameters are single-line. Path
 * parameters are identifiers that their own pipes check (ParseObjectIdPipe answers INVALID_ID).
 * DTOs that check a field themselves (NoControlCharacters) answer their own message first, because
 * ValidationPipe runs before this pipe.
 */
@Injectable()
export class ControlCharactersPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type !== 'body' && metadata.type !== 'query') return value;
    const defaultMode: TextMode = metadata.type === 'body' ? 'multi-line' : 'single-line';
    const found = findControlCharacters(value, metadata.data ?? '', defaultMode);
    if (found !== undefined) throw new ValidationFailedError(controlCharactersMessage(found || 'value'));
    return value;
  }
}

/**
 * The path of the first string holding control characters ('' for the value itself), or undefined.
 * Bodies are at most 32 levels deep (json-body-parser.ts), so recursion is bounded.
 */
function findControlCharacters(value: unknown, path: string, mode: TextMode): string | undefined {
  if (typeof value === 'string') {
    return mode !== 'any' && hasControlCharacters(value, mode === 'multi-line') ? path : undefined;
  }
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = findControlCharacters(value[index], join(path, String(index)), mode);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const keyPath = join(path, key);
    // Never echo the offending characters back: the key itself is not named.
    if (hasControlCharacters(key)) return 'a property name';
    const found = findControlCharacters(child, keyPath, textModeOf(value, key) ?? mode);
    if (found !== undefined) return found;
  }
  return undefined;
}

function join(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}
