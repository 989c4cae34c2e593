import { Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { CONTACT_TOO_MANY_MESSAGE } from './contact-limits';

/** The app's per-IP throttler (counted in MongoDB, shared by every API instance) with the Contact Us page's own message. */
@Injectable()
export class ContactThrottlerGuard extends ThrottlerGuard {
  protected override getErrorMessage(): Promise<string> {
    return Promise.resolve(CONTACT_TOO_MANY_MESSAGE);
  }
}
