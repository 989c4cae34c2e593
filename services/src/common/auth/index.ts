export * from './auth.decorators';
export * from './authenticated-user';
export * from './jwt-auth.guard';
export * from './roles.guard';
export * from './same-origin.guard';
