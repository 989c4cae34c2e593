import { HttpStatus } from '@nestjs/common';
import { COD_STATEMENT_FIELD, ErrorCode, MAX_COD_STATEMENT_BYTES } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, readOnlyFile, type UploadedFile, ValidationFailedError } from '../common';

/**
 * Reads the one file of a `multipart/form-data` upload in the field `statement`, at most
 * MAX_COD_STATEMENT_BYTES (413 beyond); not multipart is a 415, any other part a 400.
 */
export async function readStatementUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(
      ErrorCode.UNSUPPORTED_MEDIA_TYPE,
      `Send the statement as multipart/form-data in the field "${COD_STATEMENT_FIELD}"`,
      HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    );
  }
  let file: UploadedFile | undefined;
  try {
    file = await readOnlyFile(request, MAX_COD_STATEMENT_BYTES);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(
        ErrorCode.PAYLOAD_TOO_LARGE,
        `A statement is at most ${MAX_COD_STATEMENT_BYTES / 1024} KB: split it by payment`,
        HttpStatus.PAYLOAD_TOO_LARGE,
      );
    throw error;
  }
  if (!file || file.fieldname !== COD_STATEMENT_FIELD || file.bytes.length === 0)
    throw new ValidationFailedError(
      `Send the statement (a CSV file) in the field "${COD_STATEMENT_FIELD}"`,
    );
  return file.bytes;
}
