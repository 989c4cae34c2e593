import type { OpenAPIObject } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { TextMode, Trimmed } from '../validation/free-text';
import { describeRequestInputs, FILLED_TEXT_PATTERNS, TEXT_PATTERNS, trimmedTextPattern } from './request-schemas';

class NoteDto {
  @TextMode('single-line')
  title!: string;

  body!: string;

  @TextMode('any')
  secret!: string;

  @IsOptional()
  tag?: string;

  @IsOptional()
  ref?: string;

  @Trimmed()
  @TextMode('single-line')
  name!: string;
}

function documentWith(): OpenAPIObject {
  return {
    openapi: '3.0.0',
    info: { title: 'test', version: '1' },
    paths: {
      '/api/notes': {
        post: {
          responses: {},
          requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/NoteDto' } } } },
          parameters: [{ name: 'q', in: 'query', schema: { type: 'string', minLength: 1 } }],
        },
      },
    },
    components: {
      schemas: {
        NoteDto: {
          type: 'object',
          properties: {
            title: { type: 'string' },
            body: { type: 'string' },
            secret: { type: 'string' },
            tag: { type: 'string' },
            ref: { type: 'string', nullable: false },
            id: { type: 'string', pattern: '^[0-9]+$' },
            name: { type: 'string', minLength: 1, maxLength: 5 },
            lines: { type: 'array', items: { $ref: '#/components/schemas/LineDto' } },
          },
        },
        LineDto: { type: 'object', properties: { text: { type: 'string', minLength: 1 } } },
        Answer: { type: 'object', properties: { text: { type: 'string' } } },
        Open: { type: 'object', properties: {}, additionalProperties: true },
      },
    },
  };
}

describe('describeRequestInputs', () => {
  const document = describeRequestInputs(documentWith(), new Map([['NoteDto', NoteDto]]));
  const schemas = document.components!.schemas as Record<string, { additionalProperties?: unknown; properties: Record<string, Record<string, unknown>> }>;

  it('closes every request body schema and the schemas it refers to, not the answers', () => {
    expect(schemas.NoteDto.additionalProperties).toBe(false);
    expect(schemas.LineDto.additionalProperties).toBe(false);
    expect(schemas.Answer.additionalProperties).toBeUndefined();
  });

  it('gives text the pattern of its TextMode, keeps own patterns and leaves secrets alone', () => {
    const { title, body, secret, id, tag } = schemas.NoteDto.properties;
    expect(title.pattern).toBe(TEXT_PATTERNS['single-line']);
    expect(body.pattern).toBe(TEXT_PATTERNS['multi-line']);
    expect(tag).toMatchObject({ pattern: TEXT_PATTERNS['multi-line'], nullable: true });
    // An optional property whose handler refuses null says so itself.
    expect(schemas.NoteDto.properties.ref.nullable).toBe(false);
    expect(secret.pattern).toBeUndefined();
    expect(id.pattern).toBe('^[0-9]+$');
    expect(schemas.LineDto.properties.text.pattern).toBe(FILLED_TEXT_PATTERNS['multi-line']);
    const [q] = (document.paths['/api/notes'].post!.parameters ?? []) as Array<{ schema: { pattern?: string } }>;
    expect(q.schema.pattern).toBe(FILLED_TEXT_PATTERNS['single-line']);
  });

  it('writes patterns that refuse exactly what ControlCharactersPipe refuses', () => {
    const single = new RegExp(TEXT_PATTERNS['single-line']);
    const multi = new RegExp(TEXT_PATTERNS['multi-line']);
    const filled = new RegExp(FILLED_TEXT_PATTERNS['single-line']);
    expect(single.test('Rahim Uddin, ঢাকা')).toBe(true);
    for (const bad of ['a\u0000', 'a\u001b[31m', 'a\u007f', 'a\u0085', 'invoice\u202Efdp.exe', 'a\u2066']) {
      expect(single.test(bad)).toBe(false);
      expect(multi.test(bad)).toBe(false);
    }
    expect(single.test('line\nbreak')).toBe(false);
    expect(multi.test('line\r\nbreak\tand tab')).toBe(true);
    expect(filled.test('   ')).toBe(false);
    expect(filled.test(' a ')).toBe(true);
  });

  it('bounds a trimmed text by its trimmed length in code points, not by a raw maxLength', () => {
    const { name } = schemas.NoteDto.properties;
    expect(name).toMatchObject({ minLength: 1, pattern: trimmedTextPattern('single-line', 1, 5) });
    expect(name.maxLength).toBeUndefined();
    const pattern = new RegExp(name.pattern as string, 'u');
    const trimmedAway = ['\tabcde\f', 'v\u{f200f}\u00e8\u00e0\f', '\r\n\vab\u000b'];
    for (const good of ['a', '  abcde  ', '\u00a0ab cd\u00a0', '\ufeffabcde', '\u{1f600}'.repeat(5), ...trimmedAway]) {
      expect({ good, matches: pattern.test(good) }).toEqual({ good, matches: true });
    }
    const keptByTrim = ['ab\u001c', '\u0085ab', 'a\fb', '\f\t'];
    for (const bad of ['', '   ', 'abcdef', ' abcdef ', 'ab\ncd', '\u{1f600}'.repeat(6), 'a\u202e', ...keptByTrim]) {
      expect({ bad, matches: pattern.test(bad) }).toEqual({ bad, matches: false });
    }
  });

  it('writes trimmed patterns for every minimum: none, one, several', () => {
    const none = new RegExp(trimmedTextPattern('multi-line', 0, 3), 'u');
    expect(['', '  ', ' abc\n', 'a\nb'].every((text) => none.test(text))).toBe(true);
    expect(none.test('abcd')).toBe(false);
    const three = new RegExp(trimmedTextPattern('single-line', 3), 'u');
    expect(three.test(`  ${'x'.repeat(1000)}  `)).toBe(true);
    expect([' ab ', 'a  ', ''].some((text) => three.test(text))).toBe(false);
  });
});
