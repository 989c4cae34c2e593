import { ApiProperty } from '@nestjs/swagger';
import { OBJECT_ID_PATTERN } from './schema-types';

/** The spec's answer to a create: `{insertedId}` (reviews, Contact Us messages). */
export class InsertedAnswerDto {
  @ApiProperty({
    pattern: OBJECT_ID_PATTERN,
    description: 'The new record’s id',
    example: '665f1e0000000000000000c1',
  })
  insertedId!: string;
}
