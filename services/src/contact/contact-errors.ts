import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@shop/contracts';
import { AppError } from '../common';

/** PATCH /api/contact/:id with an id no message has. */
export class ContactMessageNotFoundError extends AppError {
  constructor() {
    super(ErrorCode.NOT_FOUND, 'Message not found', HttpStatus.NOT_FOUND);
  }
}
