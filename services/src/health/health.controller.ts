import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, type HealthCheckResult } from '@nestjs/terminus';
import { ApiErrorDto, Public, DatabaseUnavailableError } from '../common';
import { DatabaseHealthIndicator } from './database.health';

/** How long the database ping may take before the API reports itself unhealthy. */
export const DATABASE_PING_TIMEOUT_MS = 1500;

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: DatabaseHealthIndicator,
  ) {}

  /** 200 `{status: 'ok', info: {database: {status: 'up'}}}`; 503 DATABASE_UNAVAILABLE when the ping fails. */
  @Get()
  @HealthCheck({ swaggerDocumentation: false })
  @ApiOperation({ summary: 'Liveness and database status' })
  @ApiOkResponse({
    description: "`{status: 'ok', info: {database: {status: 'up'}}, ...}`",
    schema: {
      type: 'object',
      required: ['status'],
      properties: {
        status: { type: 'string', enum: ['ok'] },
        info: { type: 'object', additionalProperties: true },
        error: { type: 'object', additionalProperties: true },
        details: { type: 'object', additionalProperties: true },
      },
    },
  })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto, description: 'DATABASE_UNAVAILABLE' })
  async check(): Promise<HealthCheckResult> {
    try {
      return await this.health.check([
        () => this.database.pingCheck('database', DATABASE_PING_TIMEOUT_MS),
      ]);
    } catch (error) {
      if (error instanceof ServiceUnavailableException) {
        const result = error.getResponse() as HealthCheckResult;
        throw new DatabaseUnavailableError('The database is unreachable', {
          status: result.status,
          info: result.info,
          error: result.error,
        });
      }
      throw error;
    }
  }
}
