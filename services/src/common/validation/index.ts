export * from './contact-fields';
export * from './control-characters';
export * from './control-characters.pipe';
export * from './decimal-text';
export * from './follows-rule.decorator';
export * from './free-text';
export * from './integer-param';
export * from './moderation-reason';
