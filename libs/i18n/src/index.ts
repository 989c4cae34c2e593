export * from './languages';
export * from './language-paths';
export * from './format';
export * from './messages';
export * from './instance';
export * from './react';
export { loadCommonMessages } from './common-messages';
export { COMMON_MESSAGES_EN } from './english-common';
export * from './rule-messages';
