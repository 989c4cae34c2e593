import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  ApiErrors,
  ApiObjectIdParam,
  type AuthenticatedUser,
  CurrentUser,
  ParseObjectIdPipe,
  Roles,
} from '../common';
import { DocumentQueryDto, DocumentsBatchDto } from './dto/documents.dto';
import { DocumentsService } from './documents.service';

/** The PDF answer as OpenAPI documents it (errors stay JSON). */
const PDF_ANSWER = {
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
} as const;
const NOT_FOUND = { status: 404, description: 'ORDER_NOT_FOUND: no such order (any of them, in a batch)' } as const;
const CANCELLED = { status: 409, description: 'CONFLICT: a cancelled order has no invoice' } as const;

/** Printable invoices and shipping labels of orders (admins). */
@ApiTags('documents')
@ApiBearerAuth()
@Roles('admin')
@Controller('orders')
export class DocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  @Get(':id/invoice.pdf')
  @ApiOperation({
    summary: "An order's VAT invoice as a PDF, in English or Bengali (admins)",
    description:
      'The first print gives the order its invoice number (serial per Bangladeshi financial year, July–June) and date; later prints repeat them. Prices include VAT.',
  })
  @ApiObjectIdParam('id', 'Order id')
  @ApiOkResponse({ description: 'The invoice (A4)', ...PDF_ANSWER })
  @ApiErrors(NOT_FOUND, CANCELLED)
  async invoice(
    @Param('id', ParseObjectIdPipe) id: string,
    @Query() query: DocumentQueryDto,
    @CurrentUser() admin: AuthenticatedUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    return pdf(reply, 'invoice', await this.documents.invoices([id], admin, query.lang ?? 'en'));
  }

  @Get(':id/label.pdf')
  @ApiOperation({
    summary: "An order's shipping label as a PDF: consignment barcode and QR, addresses, amount to collect (admins)",
  })
  @ApiObjectIdParam('id', 'Order id')
  @ApiOkResponse({ description: 'The label (100 × 150 mm)', ...PDF_ANSWER })
  @ApiErrors(NOT_FOUND)
  async label(
    @Param('id', ParseObjectIdPipe) id: string,
    @Query() query: DocumentQueryDto,
    @CurrentUser() admin: AuthenticatedUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    return pdf(reply, 'label', await this.documents.labels([id], admin, query.lang ?? 'en'));
  }

  @Post('invoices.pdf')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'The invoices of several orders in one PDF, one order per page (admins)' })
  @ApiOkResponse({ description: 'The invoices (A4)', ...PDF_ANSWER })
  @ApiErrors(NOT_FOUND, CANCELLED)
  async invoices(
    @Body() body: DocumentsBatchDto,
    @CurrentUser() admin: AuthenticatedUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    return pdf(reply, 'invoices', await this.documents.invoices(body.orderIds, admin, body.lang ?? 'en'));
  }

  @Post('labels.pdf')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'The shipping labels of several orders in one PDF, one label per page (admins)' })
  @ApiOkResponse({ description: 'The labels (100 × 150 mm)', ...PDF_ANSWER })
  @ApiErrors(NOT_FOUND)
  async labels(
    @Body() body: DocumentsBatchDto,
    @CurrentUser() admin: AuthenticatedUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    return pdf(reply, 'labels', await this.documents.labels(body.orderIds, admin, body.lang ?? 'en'));
  }
}

/** Sends `bytes` as a PDF the browser shows inline (and saves under `name`.pdf). */
function pdf(reply: FastifyReply, name: string, bytes: Buffer): Buffer {
  reply.header('Content-Type', 'application/pdf');
  reply.header('Content-Disposition', `inline; filename="${name}.pdf"`);
  reply.header('Cache-Control', 'no-store');
  return bytes;
}
