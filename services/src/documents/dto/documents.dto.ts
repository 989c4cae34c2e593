import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsMongoId, IsOptional } from 'class-validator';
import { OBJECT_ID_PATTERN } from '../../common';
import { DOCUMENT_LANGUAGES, type DocumentLanguage } from '../document-texts';

/** Most orders one batch prints (a page of Manage All Orders is at most 100). */
export const MAX_DOCUMENTS_PER_BATCH = 100;

const LANG_MESSAGE = `lang must be one of: ${DOCUMENT_LANGUAGES.join(', ')}`;

/** `?lang=en|bn` of the single-order documents. */
export class DocumentQueryDto {
  @ApiPropertyOptional({ enum: DOCUMENT_LANGUAGES, default: 'en', description: 'The language printed' })
  @IsOptional()
  @IsIn(DOCUMENT_LANGUAGES, { message: LANG_MESSAGE })
  lang?: DocumentLanguage;
}

/** `POST /api/orders/invoices.pdf` and `/api/orders/labels.pdf`: several orders, one PDF. */
export class DocumentsBatchDto {
  @ApiProperty({
    type: [String],
    minItems: 1,
    maxItems: MAX_DOCUMENTS_PER_BATCH,
    items: { type: 'string', pattern: OBJECT_ID_PATTERN },
    description: `The orders, 1 to ${MAX_DOCUMENTS_PER_BATCH}, printed in this order (a repeated id once)`,
  })
  @IsArray({ message: 'orderIds must be a list of order ids' })
  @ArrayMinSize(1, { message: 'orderIds must name at least one order' })
  @ArrayMaxSize(MAX_DOCUMENTS_PER_BATCH, { message: `orderIds may name at most ${MAX_DOCUMENTS_PER_BATCH} orders` })
  @IsMongoId({ each: true, message: 'each of orderIds must be a 24-character hexadecimal id' })
  orderIds!: string[];

  @ApiPropertyOptional({ enum: DOCUMENT_LANGUAGES, default: 'en', description: 'The language printed' })
  @IsOptional()
  @IsIn(DOCUMENT_LANGUAGES, { message: LANG_MESSAGE })
  lang?: DocumentLanguage;
}
