import { Body, Controller, Get, Post, Query, Req } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import {
  COD_STATEMENT_COLUMNS,
  type CodLedgerPage,
  type CodPayout,
  type CodStatementImport,
  MAX_COD_STATEMENT_BYTES,
} from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import { ApiErrors, type AuthenticatedUser, CurrentUser, Roles } from '../common';
import { CodLedgerService } from './cod-ledger.service';
import {
  CodLedgerPageDto,
  CodPayoutDto,
  CodStatementImportDto,
  LedgerQueryDto,
  RecordPayoutDto,
  StatementQueryDto,
  StatementUploadDto,
} from './dto/cod-ledger.dto';
import { readStatementUpload } from './statement-upload';

/** Cash-on-delivery reconciliation with the couriers (admins). */
@ApiTags('cod-ledger')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/cod-ledger')
export class CodLedgerController {
  constructor(private readonly ledger: CodLedgerService) {}

  @Get()
  @ApiOperation({
    summary:
      'Every booked consignment: to collect, collected, charges, payout due and received (admins)',
    description:
      'Newest first. Figures come from the courier’s latest imported statement, else its webhooks. `totals` is per courier over every consignment: what it still owes.',
  })
  @ApiOkResponse({ type: CodLedgerPageDto })
  list(@Query() query: LedgerQueryDto): Promise<CodLedgerPage> {
    return this.ledger.list({
      courier: query.courier,
      differing: query.differing === 'true',
      page: query.page,
      limit: query.limit,
    });
  }

  @Post('payouts')
  @ApiOperation({
    summary: "Record a courier's payout (admins)",
    description:
      'Split over the named consignments, or (none named) over the oldest unpaid ones first. A reference is recorded once per courier: the same payout again answers the first (`duplicate: true`). Recorded in the audit log.',
  })
  @ApiCreatedResponse({ type: CodPayoutDto })
  @ApiErrors(
    {
      status: 400,
      description: 'VALIDATION_FAILED: an unknown consignment, or allocations above the amount',
    },
    {
      status: 409,
      description: 'CONFLICT: this reference is already recorded with another amount',
    },
  )
  recordPayout(
    @Body() body: RecordPayoutDto,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<CodPayout> {
    return this.ledger.recordPayout(body, admin);
  }

  @Post('statements')
  @ApiOperation({
    summary: 'Import a courier\'s payment statement (CSV, multipart field "statement") (admins)',
    description: `Columns (header row, any order): ${COD_STATEMENT_COLUMNS.join(', ')}. Amounts in whole taka; paid_on YYYY-MM-DD. Every row is checked first: a bad one is a 400 naming its row and column, and nothing is imported. One payout per reference; a reference already recorded is left as it was (importing a statement twice doubles nothing). At most ${MAX_COD_STATEMENT_BYTES / 1024} KB. Recorded in the audit log.`,
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: StatementUploadDto })
  @ApiCreatedResponse({ type: CodStatementImportDto })
  @ApiErrors(
    { status: 400, description: 'VALIDATION_FAILED: "Statement row N, column C: …"; no file' },
    { status: 413, description: 'PAYLOAD_TOO_LARGE' },
    { status: 415, description: 'UNSUPPORTED_MEDIA_TYPE: not multipart/form-data' },
  )
  async importStatement(
    @Query() query: StatementQueryDto,
    @Req() request: FastifyRequest,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<CodStatementImport> {
    return this.ledger.importStatement(query.courier, await readStatementUpload(request), admin);
  }
}
