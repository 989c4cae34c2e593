import { Body, Controller, Param, Patch } from '@nestjs/common';
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
import { EditPartDto, PART_IMAGE_NOT_STORED, ProductDetailsDto } from '../catalogue';
import { ProductEditService } from './product-edit.service';

/** The admin edits everything a product says (not its price and stock: PUT /part, /priceUpdate). */
@AdminApi('catalogue admin')
@Controller('admin/products')
export class ProductEditController {
  constructor(private readonly products: ProductEditService) {}

  @Patch(':id')
  @ApiOperation({
    summary: "Edit a product's names, descriptions, category, brand, warranty, spec sheet, photos",
    description:
      'Fields left out stay as they are; links (/product/:id) keep working after a rename. Specs are ' +
      'checked against the template of the category the product will have.',
  })
  @ApiParam({ name: 'id', description: '24-character hex id', example: '665f1e000000000000000008' })
  @ApiOkResponse({ type: ProductDetailsDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: `VALIDATION_FAILED naming the field (\`field\`, \`messageBn\`): nothing to change, a spec of the wrong type, '${PART_IMAGE_NOT_STORED}' …`,
  })
  @ApiNotFoundResponse({
    type: ApiErrorDto,
    description: 'PRODUCT_NOT_FOUND (also for deleted products)',
  })
  @ApiConflictResponse({
    type: ApiErrorDto,
    description: 'CONFLICT: its category changed meanwhile',
  })
  edit(
    @Param('id', ParseObjectIdPipe) partId: string,
    @Body() edit: EditPartDto,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<ProductDetails> {
    return this.products.edit(partId, edit, admin);
  }
}
