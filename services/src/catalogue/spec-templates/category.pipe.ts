import { Injectable, type PipeTransform } from '@nestjs/common';
import { PART_CATEGORIES, type PartCategory } from '@shop/contracts';
import { CategoryNotFoundError } from './spec-template-errors';

/** A path's category: one of PART_CATEGORIES, else 404 NOT_FOUND (never a 500). */
@Injectable()
export class ParseCategoryPipe implements PipeTransform<unknown, PartCategory> {
  transform(value: unknown): PartCategory {
    if (typeof value === 'string' && (PART_CATEGORIES as readonly string[]).includes(value)) {
      return value as PartCategory;
    }
    throw new CategoryNotFoundError(value);
  }
}
