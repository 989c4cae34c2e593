import type { INestApplication } from '@nestjs/common';
import { type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ApiErrorDto } from '../dto/api-error.dto';
import { documentGlobalAnswers, routeFactsOf } from './global-answers';
import { describeRequestInputs, inputClassesOf } from './request-schemas';

/**
 * The API's OpenAPI document: what @nestjs/swagger reads from the controllers and DTOs, plus the
 * error answers of the global guards, pipes and parsers on every operation they apply to, and what
 * the global validation refuses in every body and query (closed objects, no control characters). Exact
 * enough for schemathesis (`npm run fuzz:api`) to fail on any undocumented status or body.
 *
 * A path asked for with a method it does not have answers 405 METHOD_NOT_ALLOWED with `Allow`; such
 * requests are not operations, so the document cannot list them.
 */
export function createOpenApiDocument(
  app: INestApplication,
  config: Omit<OpenAPIObject, 'paths'>,
): OpenAPIObject {
  const facts = routeFactsOf(app);
  const document = SwaggerModule.createDocument(app, config, { extraModels: [ApiErrorDto] });
  documentGlobalAnswers(document, (operationId) => facts.get(operationId));
  return describeRequestInputs(document, inputClassesOf(app));
}
