import { ApiProperty } from '@nestjs/swagger';
import { type ApiErrorBody, ErrorCode } from '@shop/contracts';

/** The body of every error answer, for the OpenAPI document. */
export class ApiErrorDto implements ApiErrorBody {
  @ApiProperty({ type: 'integer', example: 404 })
  statusCode!: number;

  @ApiProperty({ enum: Object.values(ErrorCode), example: ErrorCode.PRODUCT_NOT_FOUND })
  code!: ErrorCode;

  @ApiProperty({ example: 'Product 665f1e0000000000000000ff not found' })
  message!: string;
}
