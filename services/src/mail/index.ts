export * from './mail.module';
export * from './mailer';
export * from './nodemailer.mailer';
export * from './outbox-folder';
export * from './neutralise-links';
