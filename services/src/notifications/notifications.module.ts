import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { MongooseModule } from '@nestjs/mongoose';
import { REMOTE_ROUTES, routeUrl } from '@shop/contracts';
import { join } from 'node:path';
import { RateLimitsModule } from '../rate-limits';
import type { AppConfig } from '../config';
import { NotificationRelay } from './notification-relay.service';
import { NotificationSender } from './notification-sender.service';
import { NOTIFICATION_SETTINGS, type NotificationSettings } from './notification-settings';
import { NOTIFICATIONS_POLL_MS, NotificationWorker } from './notification-worker.service';
import { NotificationOutbox, NotificationOutboxSchema } from './schemas/notification-outbox.schema';
import { HttpSmsProvider } from './sms/http-sms.provider';
import { OutboxSmsProvider } from './sms/outbox-sms.provider';
import { SMS_PROVIDER, type SmsProvider } from './sms/sms-provider';

const MY_ORDERS = REMOTE_ROUTES.find((route) => route.expose === './MyOrdersPage')!;

/**
 * Order messages by mail and SMS: the relay and sender behind a worker in every API process (see
 * README.md). Mail goes through the global MAILER; SMS through SMS_PROVIDER, chosen here.
 */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: NotificationOutbox.name, schema: NotificationOutboxSchema }]),
    RateLimitsModule,
  ],
  providers: [
    {
      provide: NOTIFICATION_SETTINGS,
      inject: [ConfigService],
      useFactory: (config: ConfigService<AppConfig, true>): NotificationSettings => ({
        // The shop's Bengali pages live under /bn (LANGUAGE_PATH_PREFIX of @shop/i18n, a browser library).
        ordersUrl: {
          en: `${config.get('SHOP_URL', { infer: true })}${routeUrl(MY_ORDERS)}`,
          bn: `${config.get('SHOP_URL', { infer: true })}/bn${routeUrl(MY_ORDERS)}`,
        },
        leaseMs: 60_000,
        maxAttempts: config.get('NOTIFICATIONS_MAX_ATTEMPTS', { infer: true }),
        backoffMs: 5_000,
        maxBackoffMs: 60 * 60_000,
        messagesPerPhonePerHour: config.get('MESSAGES_PER_PHONE_PER_HOUR', { infer: true }),
        messagesPerEmailPerHour: config.get('MESSAGES_PER_EMAIL_PER_HOUR', { infer: true }),
      }),
    },
    {
      provide: NOTIFICATIONS_POLL_MS,
      inject: [ConfigService],
      useFactory: (config: ConfigService<AppConfig, true>) => config.get('NOTIFICATIONS_POLL_MS', { infer: true }),
    },
    {
      provide: SMS_PROVIDER,
      inject: [ConfigService],
      useFactory: (config: ConfigService<AppConfig, true>): SmsProvider => {
        const url = config.get('SMS_HTTP_URL', { infer: true });
        const token = config.get('SMS_HTTP_TOKEN', { infer: true });
        if (url && token) {
          return new HttpSmsProvider({ url, token, senderId: config.get('SMS_SENDER_ID', { infer: true }) });
        }
        return new OutboxSmsProvider(join(config.get('MAIL_OUTBOX_DIR', { infer: true }), 'sms'));
      },
    },
    NotificationRelay,
    NotificationSender,
    NotificationWorker,
  ],
  exports: [NotificationWorker],
})
export class NotificationsModule {}
