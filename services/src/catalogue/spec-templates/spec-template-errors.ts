import { HttpStatus } from '@nestjs/common';
import { ErrorCode, type SpecTemplate } from '@shop/contracts';
import type { SpecTemplateProblem } from '@shop/rules';
import { AppError } from '../../common';

/** A path names a category the shop does not have. */
export class CategoryNotFoundError extends AppError {
  constructor(category: unknown) {
    super(
      ErrorCode.NOT_FOUND,
      `No such category: ${JSON.stringify(String(category)).slice(0, 80)}`,
      HttpStatus.NOT_FOUND,
    );
  }
}

/**
 * The template was saved by someone else since the admin opened it: their save stands, this one
 * is refused whole. The body carries the template as it is now, for the form to reload.
 */
export class SpecTemplateChangedError extends AppError {
  constructor(current: SpecTemplate) {
    super(
      ErrorCode.CONFLICT,
      'Someone else saved this spec sheet since you opened it; it has been reloaded',
      HttpStatus.CONFLICT,
      { template: current },
    );
  }
}

/** The first problem `checkSpecTemplate` found: where (`field`), and its message in both languages. */
export class SpecTemplateInvalidError extends AppError {
  constructor(problems: readonly SpecTemplateProblem[]) {
    const [first] = problems;
    super(ErrorCode.VALIDATION_FAILED, first.message.en, HttpStatus.BAD_REQUEST, {
      field: first.path,
      messageBn: first.message.bn,
      problems: problems.map((problem) => ({ field: problem.path, message: problem.message })),
    });
  }
}
