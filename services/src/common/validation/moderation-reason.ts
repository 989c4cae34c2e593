import { MODERATION_REASON_MAX, MODERATION_REASON_MIN } from '@shop/contracts';

/** Control characters a single-line text may not hold (as ControlCharactersPipe reads them). */
const CONTROLS = '\\u0000-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069';

/**
 * What moderationReasonError accepts (a review's moderation, an admin's send-money decision), as
 * the document's pattern (schemathesis reads it): no control characters, and once trimmed MODERATION_REASON_MIN to MODERATION_REASON_MAX characters — a first
 * and a last character that are not spaces with 1 to MAX - 2 characters between them. The length
 * lives in the pattern, not in `maxLength`: the spaces around a reason are not counted, so a raw
 * `maxLength` would say less than the API accepts (schemathesis ST201).
 */
export const MODERATION_REASON_PATTERN = `^[^\\S${CONTROLS}]*[^\\s${CONTROLS}][^${CONTROLS}]{${MODERATION_REASON_MIN - 2},${MODERATION_REASON_MAX - 2}}[^\\s${CONTROLS}][^\\S${CONTROLS}]*$`;
