import { Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { AuthenticatedUser } from '../common';
import { IMAGE_UPLOAD_TOO_MANY_MESSAGE } from './image-limits';

/**
 * The app's throttler (counted in MongoDB, shared by every API instance) counted per signed-in account rather than per
 * address, so customers behind one shared address (an office, a mobile carrier's NAT) do not use up
 * each other's uploads; per address only when no one is signed in (never, behind the JWT guard).
 */
@Injectable()
export class ImagesThrottlerGuard extends ThrottlerGuard {
  protected override getTracker(request: { user?: AuthenticatedUser; ip?: string }): Promise<string> {
    return Promise.resolve(request.user ? `user:${request.user.id}` : `ip:${request.ip ?? ''}`);
  }

  protected override getErrorMessage(): Promise<string> {
    return Promise.resolve(IMAGE_UPLOAD_TOO_MANY_MESSAGE);
  }
}
