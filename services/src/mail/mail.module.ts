import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { AppConfig } from '../config';
import { MAILER } from './mailer';
import { NodemailerMailer } from './nodemailer.mailer';

/** Outgoing mail (`MAILER`): SMTP_URL, or .eml files in MAIL_OUTBOX_DIR. */
@Global()
@Module({
  providers: [
    {
      provide: MAILER,
      inject: [ConfigService],
      useFactory: (config: ConfigService<AppConfig, true>) =>
        new NodemailerMailer({
          from: config.get('MAIL_FROM', { infer: true }),
          smtpUrl: config.get('SMTP_URL', { infer: true }),
          outboxDir: config.get('MAIL_OUTBOX_DIR', { infer: true }),
        }),
    },
  ],
  exports: [MAILER],
})
export class MailModule {}
