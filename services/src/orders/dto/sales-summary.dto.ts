import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { DailySales, SalesFigures, SalesSummary, TopProduct } from '@shop/contracts';
import { BilingualDto, LowStockPartDto } from '../../catalogue';
import { OBJECT_ID_PATTERN } from '../../common';

class SalesFiguresDto implements SalesFigures {
  @ApiProperty({ type: 'integer', example: 12 })
  orders!: number;

  @ApiProperty({
    type: 'integer',
    description: 'Sum of the orders’ totals, whole taka',
    example: 48250,
  })
  revenue!: number;
}

class SalesPeriodsDto {
  @ApiProperty({ type: SalesFiguresDto, description: 'Since midnight in Dhaka' })
  today!: SalesFiguresDto;

  @ApiProperty({ type: SalesFiguresDto, description: 'The last 7 Dhaka days, today included' })
  last7Days!: SalesFiguresDto;

  @ApiProperty({ type: SalesFiguresDto, description: 'The last 30 Dhaka days, today included' })
  last30Days!: SalesFiguresDto;
}

class OrdersByStatusDto {
  @ApiProperty({ type: 'integer', example: 4 }) placed!: number;
  @ApiProperty({ type: 'integer', example: 2 }) confirmed!: number;
  @ApiProperty({ type: 'integer', example: 1 }) shipped!: number;
  @ApiProperty({ type: 'integer', example: 30 }) delivered!: number;
  @ApiProperty({ type: 'integer', example: 3 }) cancelled!: number;
}

class DailySalesDto extends SalesFiguresDto implements DailySales {
  @ApiProperty({ description: 'Dhaka calendar day', example: '2026-11-23' })
  date!: string;
}

class TopProductDto implements TopProduct {
  @ApiProperty({ pattern: OBJECT_ID_PATTERN, example: '665f1e000000000000000008' })
  partId!: string;

  @ApiProperty({ example: 'QCY-T13-BLACK' })
  sku!: string;

  @ApiProperty({ example: 'QCY T13 TWS Earbuds', description: 'As the latest order recorded it' })
  name!: string;

  @ApiPropertyOptional({
    type: BilingualDto,
    description:
      'The variant’s options in both languages; absent for a product sold in one variant',
  })
  variantName?: BilingualDto;

  @ApiProperty({ example: '/static/products/qcy-t13-tws-earbuds.svg' })
  img!: string;

  @ApiProperty({ type: 'integer', example: 17 })
  units!: number;

  @ApiProperty({
    type: 'integer',
    description: 'Sum of the line totals, whole taka',
    example: 24650,
  })
  revenue!: number;
}

export class SalesSummaryDto implements SalesSummary {
  @ApiProperty({ type: SalesPeriodsDto })
  periods!: SalesPeriodsDto;

  @ApiProperty({ type: OrdersByStatusDto, description: 'All time' })
  byStatus!: OrdersByStatusDto;

  @ApiProperty({
    type: DailySalesDto,
    isArray: true,
    description: 'The last 30 days, oldest first',
  })
  daily!: DailySalesDto[];

  @ApiProperty({
    type: TopProductDto,
    isArray: true,
    description: 'Top 5 variants by units, last 30 days',
  })
  topProducts!: TopProductDto[];

  @ApiProperty({
    type: LowStockPartDto,
    isArray: true,
    description: 'Variants with 5 units or fewer left, named with their options',
  })
  lowStock!: LowStockPartDto[];

  @ApiProperty({ type: 'integer', description: 'Contact Us messages not handled yet', example: 2 })
  newMessages!: number;
}
