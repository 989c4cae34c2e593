export * from './api-errors.decorator';
export * from './error-answers';
export * from './global-answers';
export * from './openapi-document';
export * from './schema-types';
export * from './inserted-answer.dto';
export * from './page.dto';
export * from './request-schemas';
