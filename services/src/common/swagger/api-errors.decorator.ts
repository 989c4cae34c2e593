import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ApiErrorDto } from '../dto/api-error.dto';
import { ERROR_DESCRIPTIONS, type ErrorStatus } from './error-answers';

/** A status, or a status with what it means on this operation (the codes it answers with). */
export type ErrorAnswer = ErrorStatus | { status: ErrorStatus; description: string };

/**
 * Documents the error answers an operation gives beyond the global ones (documentGlobalAnswers
 * adds 400/401/403/413/415/429/503 from the route's own metadata): `@ApiErrors(404, 409)`, or
 * `@ApiErrors({ status: 409, description: 'ORDER_NOT_CANCELLABLE: …' })`.
 */
export function ApiErrors(...answers: ErrorAnswer[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ...answers.map((answer) => {
      const { status, description } =
        typeof answer === 'number'
          ? { status: answer, description: ERROR_DESCRIPTIONS[answer] }
          : answer;
      return ApiResponse({ status, description, type: ApiErrorDto });
    }),
  );
}
