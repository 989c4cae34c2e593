import { ErrorCode } from '@shop/contracts';
import { ControlCharactersPipe } from './control-characters.pipe';
import { NoControlCharacters, TextMode } from './free-text';

class LineDto {
  name!: string;
}

class MessageDto {
  @NoControlCharacters('Subject')
  subject!: string;

  message!: string;

  @TextMode('any')
  password!: string;

  lines!: LineDto[];
}

function dto(values: Partial<MessageDto>): MessageDto {
  return Object.assign(new MessageDto(), { subject: 'Hi', message: 'Hello', password: 'x', lines: [], ...values });
}

function refusal(run: () => unknown): { code?: string; statusCode?: number; message?: string } | undefined {
  try {
    run();
  } catch (error) {
    return error as { code?: string };
  }
  return undefined;
}

describe('ControlCharactersPipe', () => {
  const pipe = new ControlCharactersPipe();
  const body = { type: 'body', metatype: MessageDto } as const;

  it('lets clean values through unchanged', () => {
    const value = dto({ message: 'Line one\r\nline two\ttab', lines: [Object.assign(new LineDto(), { name: 'কেটলি 👍' })] });
    expect(pipe.transform(value, body)).toBe(value);
  });

  it('refuses control characters anywhere in a body, naming the field', () => {
    expect(refusal(() => pipe.transform(dto({ message: 'a\u0000b' }), body))).toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
      statusCode: 400,
      message: 'message must not contain control characters',
    });
    const nested = dto({ lines: [Object.assign(new LineDto(), { name: 'ok' }), Object.assign(new LineDto(), { name: '\u202eevil' })] });
    expect(refusal(() => pipe.transform(nested, body))?.message).toBe('lines.1.name must not contain control characters');
  });

  it('keeps line breaks in body text unless the property is single-line', () => {
    expect(refusal(() => pipe.transform(dto({ message: 'a\nb' }), body))).toBeUndefined();
    expect(refusal(() => pipe.transform(dto({ subject: 'a\nb' }), body))?.message).toBe(
      'subject must not contain control characters',
    );
  });

  it('leaves properties marked TextMode("any") alone (passwords)', () => {
    expect(refusal(() => pipe.transform(dto({ password: 'p\u0001ss' }), body))).toBeUndefined();
  });

  it('treats query parameters as single-line', () => {
    expect(refusal(() => pipe.transform({ q: 'a\nb' }, { type: 'query' }))?.message).toBe('q must not contain control characters');
    expect(refusal(() => pipe.transform('a\u0000b', { type: 'query', data: 'q' }))?.message).toBe('q must not contain control characters');
  });

  it('leaves path parameters to their own pipes (an id with a NUL is INVALID_ID there)', () => {
    expect(pipe.transform('665f1e000000000000000001\u0000', { type: 'param', data: 'partId' })).toBe('665f1e000000000000000001\u0000');
  });

  it('refuses control characters in keys too', () => {
    expect(refusal(() => pipe.transform({ 'a\u0000': 1 }, { type: 'body' }))?.message).toBe('a property name must not contain control characters');
  });

  it('does not look at custom parameters (the signed-in user)', () => {
    expect(pipe.transform({ name: 'a\u0000' }, { type: 'custom' })).toEqual({ name: 'a\u0000' });
  });
});
