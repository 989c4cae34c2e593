import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
} from '@nestjs/swagger';
import { PART_CATEGORIES, type PartCategory, type SpecTemplate } from '@shop/contracts';
import { ApiErrorDto, type AuthenticatedUser, CurrentUser, AdminApi } from '../common';
import { ParseCategoryPipe, SaveSpecTemplateDto, SpecTemplateDto } from '../catalogue';
import { SpecTemplatesAdminService } from './spec-templates-admin.service';

/** The owner edits each category's spec sheet without code. */
@AdminApi('catalogue admin')
@Controller('admin/spec-templates')
export class SpecTemplatesAdminController {
  constructor(private readonly templates: SpecTemplatesAdminService) {}

  @Get()
  @ApiOperation({ summary: "Every category's spec template (its default until first saved)" })
  @ApiOkResponse({ type: SpecTemplateDto, isArray: true })
  list(): Promise<SpecTemplate[]> {
    return this.templates.list();
  }

  @Put(':category')
  @ApiOperation({
    summary: "Save a category's spec template over the revision it was edited from",
    description:
      'Products keep values of fields a save removes; the storefront shows only values with a field. ' +
      'Of two saves of the same revision exactly one wins; the other gets 409 with the current template.',
  })
  @ApiParam({ name: 'category', enum: PART_CATEGORIES })
  @ApiOkResponse({ type: SpecTemplateDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: 'VALIDATION_FAILED: the first problem, with `field` (its path) and `messageBn`',
  })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'NOT_FOUND: no such category' })
  @ApiConflictResponse({
    type: ApiErrorDto,
    description: 'CONFLICT: saved by someone else since `revision`; `template` is the current one',
  })
  save(
    @Param('category', ParseCategoryPipe) category: PartCategory,
    @Body() body: SaveSpecTemplateDto,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<SpecTemplate> {
    return this.templates.save(category, body.groups, body.revision, admin);
  }
}
