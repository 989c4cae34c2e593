import { HttpStatus } from '@nestjs/common';
import { ErrorCode, type ReleaseGateReason } from '@shop/contracts';
import { AppError } from '../common';
import type { ChangeRefusal } from './channel-changes';

/** No release of the remote with that version. */
export class ReleaseNotFoundError extends AppError {
  constructor(remote: string, version: string) {
    super(
      ErrorCode.RELEASE_NOT_FOUND,
      `${remote} has no release ${version}`,
      HttpStatus.NOT_FOUND,
      {
        messageBn: `${remote}-এর ${version} নামে কোনো রিলিজ নেই`,
      },
    );
  }
}

/** The release's files are not in the release store (publish copies them there first). */
export class ReleaseFilesMissingError extends AppError {
  constructor(remote: string, version: string, file: string) {
    super(
      ErrorCode.RELEASE_NOT_FOUND,
      `The release store has no ${file} for ${remote} ${version}: publish copies the files before it registers them`,
      HttpStatus.NOT_FOUND,
      { messageBn: `রিলিজ স্টোরে ${remote} ${version}-এর ${file} নেই` },
    );
  }
}

export class ReleaseAlreadyPublishedError extends AppError {
  constructor(remote: string, version: string) {
    super(
      ErrorCode.RELEASE_ALREADY_PUBLISHED,
      `${remote} ${version} is published already; releases never change: publish another version`,
      HttpStatus.CONFLICT,
      { messageBn: `${remote} ${version} আগেই প্রকাশিত; রিলিজ বদলানো যায় না, নতুন ভার্সন প্রকাশ করুন` },
    );
  }
}

/** The stored files differ from what was registered (or from what the publisher computed). */
export class ReleaseIntegrityError extends AppError {
  constructor(remote: string, version: string, file: string) {
    super(
      ErrorCode.RELEASE_INTEGRITY_MISMATCH,
      `${file} of ${remote} ${version} does not match its recorded SHA-384: the stored files were changed; publish a new version`,
      HttpStatus.CONFLICT,
      {
        messageBn: `${remote} ${version}-এর ${file} রেকর্ড করা SHA-384-এর সঙ্গে মেলে না: ফাইল বদলানো হয়েছে`,
      },
    );
  }
}

/** The channel's revision is no longer the one the change was based on. */
export class ChannelChangedError extends AppError {
  constructor(expected: number, current: unknown) {
    super(
      ErrorCode.RELEASE_CHANNEL_CHANGED,
      `The release channel changed (revision ${expected} is no longer current): read it again and decide anew`,
      HttpStatus.CONFLICT,
      {
        messageBn: 'রিলিজ চ্যানেল এর মধ্যে বদলে গেছে: আবার দেখে সিদ্ধান্ত নিন',
        current,
      },
    );
  }
}

const REFUSALS: Record<ChangeRefusal, { en: string; bn: string }> = {
  'already-live': { en: 'is live already', bn: 'আগে থেকেই চালু আছে' },
  'no-rollback-target': {
    en: 'has no last known good release to roll back to: name a version',
    bn: 'ফেরানোর মতো আগের ভালো রিলিজ নেই: একটি ভার্সন দিন',
  },
  'canary-is-stable': {
    en: 'is the stable release: a canary must be another version',
    bn: 'স্থিতিশীল রিলিজ: ক্যানারি অন্য ভার্সনের হতে হবে',
  },
  'no-stable': {
    en: 'has no live release yet: promote one first',
    bn: 'এখনো কোনো রিলিজ চালু নেই: আগে একটি চালু করুন',
  },
  'no-canary': { en: 'has no canary to abort', bn: 'বন্ধ করার মতো কোনো ক্যানারি নেই' },
};

export class ReleaseStateConflictError extends AppError {
  constructor(remote: string, refusal: ChangeRefusal, version?: string) {
    const subject = version && refusal === 'already-live' ? `${remote} ${version}` : remote;
    super(
      ErrorCode.RELEASE_STATE_CONFLICT,
      `${subject} ${REFUSALS[refusal].en}`,
      HttpStatus.CONFLICT,
      { messageBn: `${subject} ${REFUSALS[refusal].bn}` },
    );
  }
}

/**
 * The compatibility gate refused the release (gate/release-gate.ts): nothing changed. `reasons`
 * lists each reason in English and Bengali; the message joins them.
 */
export class ReleaseIncompatibleError extends AppError {
  constructor(remote: string, version: string, reasons: ReleaseGateReason[]) {
    super(
      ErrorCode.RELEASE_INCOMPATIBLE,
      `${remote} ${version} cannot go live: ${reasons.map((r) => r.message).join('; ')}`,
      HttpStatus.UNPROCESSABLE_ENTITY,
      {
        messageBn: `${remote} ${version} চালু করা যাবে না: ${reasons.map((r) => r.messageBn).join('; ')}`,
        reasons,
      },
    );
  }
}
