export * from './dto/api-error.dto';
export * from './errors';
export * from './filters';
export * from './platform';
export * from './pipes';
export * from './auth';
export * from './database';
export * from './validation';
export { CatalogueData, NoStore, registerSecurityHeaders } from './http';
export {
  ApiEmailParam,
  ApiErrors,
  ApiObjectIdParam,
  createOpenApiDocument,
  InsertedAnswerDto,
  OBJECT_ID_PATTERN,
  PageDto,
} from './swagger';
