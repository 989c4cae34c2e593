import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuditEntryPage } from '@shop/contracts';
import { ApiErrors, Roles } from '../common';
import { AuditService } from './audit.service';
import { AuditEntryPageDto } from './dto/audit-entry.dto';
import { ListActivityQueryDto } from './dto/list-activity.dto';

/**
 * The audit log, read-only: there is no route that changes or deletes an entry.
 */
@ApiTags('admin activity')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/activity')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @ApiOperation({
    summary: 'The audit log of admin actions, newest first (admins)',
    description:
      'Who did what to which product, order, account, review or message, when, with the values before and after and the reason given. Append-only. Filters: actor, action, targetType, targetId, from/to (ISO 8601).',
  })
  @ApiOkResponse({ type: AuditEntryPageDto })
  @ApiErrors({
    status: 400,
    description: 'VALIDATION_FAILED: a filter, page or limit (the message names it)',
  })
  list(@Query() query: ListActivityQueryDto): Promise<AuditEntryPage> {
    return this.audit.list(query);
  }
}
