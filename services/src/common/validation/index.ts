export * from './control-characters';
export * from './control-characters.pipe';
export * from './follows-rule.decorator';
export * from './free-text';
