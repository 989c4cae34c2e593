import { Body, Controller, Param, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
} from '@nestjs/swagger';
import type { ProductDetails } from '@shop/contracts';
import {
  ApiErrorDto,
  type AuthenticatedUser,
  CurrentUser,
  ParseObjectIdPipe,
  AdminApi,
} from '../common';
import { ProductDetailsDto } from '../catalogue';
import { ProductVariantsDto } from './product-variants.dto';
import { ProductVariantsService } from './product-variants.service';

/** The admin sets what a product comes in: its options and one variant per combination sold. */
@AdminApi('catalogue admin')
@Controller('admin/products')
export class ProductVariantsController {
  constructor(private readonly variants: ProductVariantsService) {}

  @Put(':id/variants')
  @ApiOperation({
    summary: "Set a product's options and variants (SKU, price, stock, photo, archived)",
    description:
      'A saved variant left out is archived (never removed: orders name it); a variant sent ' +
      'without quantity keeps its stock. The stock orders take meanwhile is never written back.',
  })
  @ApiParam({ name: 'id', description: '24-character hex id', example: '665f1e000000000000000008' })
  @ApiOkResponse({ type: ProductDetailsDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description:
      'VALIDATION_FAILED naming the field (`field`, `messageBn`): a duplicate SKU or combination, ' +
      'a value not among its option, no variant on sale …',
  })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'PRODUCT_NOT_FOUND' })
  @ApiConflictResponse({
    type: ApiErrorDto,
    description: 'CONFLICT: stock kept moving; save again',
  })
  save(
    @Param('id', ParseObjectIdPipe) partId: string,
    @Body() input: ProductVariantsDto,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<ProductDetails> {
    return this.variants.save(partId, input, admin);
  }
}
