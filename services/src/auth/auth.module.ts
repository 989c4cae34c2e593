import { createSecretKey } from 'node:crypto';
import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtModule } from '@nestjs/jwt';
import { MongooseModule } from '@nestjs/mongoose';
import { PassportModule } from '@nestjs/passport';
import { ThrottlerStorage } from '@nestjs/throttler';
import { type AppConfig, googleSignInEnabled } from '../config';
import { SessionsModule } from '../sessions';
import { UsersModule } from '../users';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { EmailConfirmationController } from './email-confirmation.controller';
import { EmailConfirmationService } from './email-confirmation.service';
import { GoogleCallbackGuard } from './google/google-callback.guard';
import { GOOGLE_STRATEGY_TOKEN, GoogleStrategy } from './google/google.strategy';
import { JWT_KEY, JwtKeyModule } from './jwt-key.module';
import { JwtStrategy } from './jwt.strategy';
import { LoginAttemptsService } from './login-attempts.service';
import { MongoThrottlerStorage, RateLimitsModule } from '../rate-limits';
import { AuthAttemptLimits } from './auth-attempt-limits';
import { PasswordResetService } from './password-reset.service';
import { EmailConfirmation, EmailConfirmationSchema } from './schemas/email-confirmation.schema';
import { LoginAttempt, LoginAttemptSchema } from './schemas/login-attempt.schema';
import { PasswordReset, PasswordResetSchema } from './schemas/password-reset.schema';

/** Identity: JWT access tokens, refresh sessions, password reset and email confirmation by mail, Google sign-in. */
@Module({
  imports: [
    PassportModule,
    JwtKeyModule,
    JwtModule.registerAsync({
      imports: [JwtKeyModule],
      inject: [JWT_KEY],
      useFactory: (secret: string) => ({
        // A KeyObject made once: given a string, jsonwebtoken makes one on every sign and verify,
        // after first trying (and failing, with a stack trace) to read it as a public key.
        secret: createSecretKey(Buffer.from(secret, 'utf8')),
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
    MongooseModule.forFeature([
      { name: LoginAttempt.name, schema: LoginAttemptSchema },
      { name: PasswordReset.name, schema: PasswordResetSchema },
      { name: EmailConfirmation.name, schema: EmailConfirmationSchema },
    ]),
    RateLimitsModule,
    UsersModule,
    SessionsModule,
  ],
  controllers: [AuthController, EmailConfirmationController],
  providers: [
    AuthService,
    PasswordResetService,
    AuthAttemptLimits,
    EmailConfirmationService,
    LoginAttemptsService,
    // The sign-up and reset limits of this module's routes count in MongoDB (every API instance
    // shares them): the ThrottlerGuard on those routes finds its storage here first.
    { provide: ThrottlerStorage, useExisting: MongoThrottlerStorage },
    JwtStrategy,
    GoogleCallbackGuard,
    {
      provide: GOOGLE_STRATEGY_TOKEN,
      inject: [ConfigService],
      useFactory: (config: ConfigService<AppConfig, true>): GoogleStrategy | null => {
        const settings = {
          GOOGLE_CLIENT_ID: config.get('GOOGLE_CLIENT_ID', { infer: true }),
          GOOGLE_CLIENT_SECRET: config.get('GOOGLE_CLIENT_SECRET', { infer: true }),
        };
        if (!googleSignInEnabled(settings)) return null;
        return new GoogleStrategy({
          clientID: settings.GOOGLE_CLIENT_ID!,
          clientSecret: settings.GOOGLE_CLIENT_SECRET!,
          callbackURL: config.get('GOOGLE_CALLBACK_URL', { infer: true }),
        });
      },
    },
  ],
  exports: [AuthService],
})
export class AuthModule {}
