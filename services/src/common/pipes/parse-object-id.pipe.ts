import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { InvalidIdError } from '../errors';

/** A MongoDB ObjectId as the API reads it from a path: 24 hexadecimal characters. */
export const OBJECT_ID = /^[0-9a-fA-F]{24}$/;

/** Accepts only a 24-character hex ObjectId (lower-cased); anything else is a 400 INVALID_ID. */
@Injectable()
export class ParseObjectIdPipe implements PipeTransform<unknown, string> {
  transform(value: unknown, metadata: ArgumentMetadata): string {
    if (typeof value !== 'string' || !OBJECT_ID.test(value)) {
      throw new InvalidIdError(value, metadata.data ?? 'id');
    }
    return value.toLowerCase();
  }
}
