import type { Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';

/** The examples a page answer's document shows: its list's usual total and page size. */
export interface PageExamples {
  total: number;
  limit: number;
  /** What `total` counts, when the list needs saying. */
  totalDescription?: string;
}

/**
 * A page of a paged list, `{items, total, page, limit}`, documented once: a list's page answer
 * extends `PageDto(ItemDto, examples)` (and may add fields of its own).
 */
export function PageDto<T>(item: Type<T>, examples: PageExamples) {
  abstract class Page {
    @ApiProperty({ type: item, isArray: true })
    items!: T[];

    @ApiProperty({
      type: 'integer',
      ...(examples.totalDescription ? { description: examples.totalDescription } : {}),
      example: examples.total,
    })
    total!: number;

    @ApiProperty({ type: 'integer', example: 1 })
    page!: number;

    @ApiProperty({ type: 'integer', example: examples.limit })
    limit!: number;
  }
  return Page;
}
