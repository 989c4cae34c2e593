import { ApiErrorDto } from '../dto/api-error.dto';
import { ApiErrors } from './api-errors.decorator';
import { ERROR_DESCRIPTIONS } from './error-answers';

/** Where @nestjs/swagger keeps an operation's responses (DECORATORS.API_RESPONSE, not exported). */
const API_RESPONSE = 'swagger/apiResponse';

class Example {
  @ApiErrors(404, { status: 409, description: 'ORDER_NOT_CANCELLABLE: shipped already' })
  cancel(): void {}
}

describe('ApiErrors', () => {
  it('documents each status with the error body, in its own words or the standard ones', () => {
    const responses = Reflect.getMetadata(
      API_RESPONSE,
      Example.prototype.cancel,
    ) as Record<string, { description: string; type: unknown }>;
    expect(Object.keys(responses).sort()).toEqual(['404', '409']);
    expect(responses['404']).toMatchObject({
      description: ERROR_DESCRIPTIONS[404],
      type: ApiErrorDto,
    });
    expect(responses['409']).toMatchObject({
      description: 'ORDER_NOT_CANCELLABLE: shipped already',
      type: ApiErrorDto,
    });
  });
});
