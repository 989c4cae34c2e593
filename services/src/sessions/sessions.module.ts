import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Session, SessionSchema } from './schemas/session.schema';
import { SessionCache } from './session-cache';
import { SessionsService } from './sessions.service';

/** Refresh-token sessions: started by auth, revoked by auth and by account changes in users. */
@Module({
  imports: [MongooseModule.forFeature([{ name: Session.name, schema: SessionSchema }])],
  // One cache per application: the JWT guard's memory of sessions (its clock is not injected).
  providers: [SessionsService, { provide: SessionCache, useFactory: () => new SessionCache() }],
  exports: [SessionsService],
})
export class SessionsModule {}
