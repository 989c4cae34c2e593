/** The sessions module's public surface: what other modules use of it. */
export { hashToken, looksLikeToken, newOpaqueToken } from './session-token';
export { SessionsModule } from './sessions.module';
export { type IssuedSession, type SessionClient, SessionsService } from './sessions.service';
