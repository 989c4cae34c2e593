import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { PartDeletedAnswer } from '@shop/contracts';
import {
  ApiErrorDto,
  type AuthenticatedUser,
  CurrentUser,
  OBJECT_ID_PATTERN,
  ParseObjectIdPipe,
  Roles,
} from '../common';
import {
  CreatePartDto,
  LowStockPartDto,
  LowStockQueryDto,
  PART_IMAGE_NOT_STORED,
  PartDto,
  UpdatePartPriceDto,
  UpdatePartQuantityDto,
} from '../catalogue';
import { CatalogueAdminService } from './catalogue-admin.service';

class PartCreatedDto {
  @ApiProperty({ pattern: OBJECT_ID_PATTERN, example: '665f1e0000000000000000a1' })
  insertedId!: string;
}

class PartDeletedDto implements PartDeletedAnswer {
  @ApiProperty({ example: 1, enum: [1] })
  deletedCount!: 1;

  @ApiProperty({
    description:
      'True when orders name the product: it is kept for their history, hidden from the storefront and no longer sold',
  })
  archived!: boolean;
}

const BAD_PRODUCT = `VALIDATION_FAILED: the Add Product message of the first broken rule ('Price is Required', 'Enter parts price', ...), or '${PART_IMAGE_NOT_STORED}'`;

/** The admin's product tools (spec §7 `/part`, `/priceUpdate`). Paths keep the spec's names. */
@ApiTags('catalogue admin')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'UNAUTHORIZED' })
@ApiForbiddenResponse({ type: ApiErrorDto, description: 'FORBIDDEN: admins only' })
@Roles('admin')
@Controller()
export class CatalogueAdminController {
  constructor(private readonly admin: CatalogueAdminService) {}

  @Post('part')
  @ApiOperation({ summary: 'Add a New Product; its photo first uploaded with POST /api/images' })
  @ApiCreatedResponse({ type: PartCreatedDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: BAD_PRODUCT })
  createPart(
    @Body() part: CreatePartDto,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<{ insertedId: string }> {
    return this.admin.createPart(part, admin);
  }

  @Put('part/:id')
  @ApiOperation({
    summary:
      'Set the stock: the whole part object is accepted, only `quantity` is applied (atomically)',
  })
  @ApiOkResponse({ type: PartDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: "VALIDATION_FAILED: 'quantity is Required', 'Enter valid parts quantity'",
  })
  @ApiNotFoundResponse({
    type: ApiErrorDto,
    description: 'PRODUCT_NOT_FOUND (also for deleted products)',
  })
  setQuantity(
    @Param('id', ParseObjectIdPipe) partId: string,
    @Body() part: UpdatePartQuantityDto,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<PartDto> {
    return this.admin.setQuantity(partId, part, admin);
  }

  @Put('priceUpdate/:id')
  @ApiOperation({
    summary: 'Set the price: the whole part object is accepted, only `price` is applied',
  })
  @ApiOkResponse({ type: PartDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: "VALIDATION_FAILED: 'Price is Required', 'Enter parts price'",
  })
  @ApiNotFoundResponse({
    type: ApiErrorDto,
    description: 'PRODUCT_NOT_FOUND (also for deleted products)',
  })
  setPrice(
    @Param('id', ParseObjectIdPipe) partId: string,
    @Body() part: UpdatePartPriceDto,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<PartDto> {
    return this.admin.setPrice(partId, part, admin);
  }

  @Delete('part/:id')
  @ApiOperation({
    summary:
      'Delete a product: erased, or archived when orders name it (gone from the storefront either way)',
  })
  @ApiOkResponse({ type: PartDeletedDto })
  @ApiNotFoundResponse({
    type: ApiErrorDto,
    description: 'PRODUCT_NOT_FOUND (also when already deleted)',
  })
  deletePart(
    @Param('id', ParseObjectIdPipe) partId: string,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<PartDeletedAnswer> {
    return this.admin.deletePart(partId, admin);
  }

  @Get('admin/low-stock')
  @ApiOperation({
    summary:
      'Variants on sale with at most `max` units left (default 5), fewest first, each named with its options',
  })
  @ApiOkResponse({ type: LowStockPartDto, isArray: true })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'VALIDATION_FAILED: max out of range' })
  lowStock(@Query() query: LowStockQueryDto): Promise<LowStockPartDto[]> {
    return this.admin.lowStock(query.max);
  }
}
