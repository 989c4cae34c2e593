export * from './follows-rule.decorator';
