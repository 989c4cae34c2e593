/** The error answers the OpenAPI document lists, all with the `{statusCode, code, message}` body. */

export const ERROR_STATUSES = [400, 401, 402, 403, 404, 405, 409, 413, 415, 422, 429, 503] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

/** What each error status means in this API (codes as in @shop/contracts ErrorCode). */
export const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'VALIDATION_FAILED, INVALID_ID or BAD_REQUEST: a parameter or the body is malformed or breaks a rule',
  401: 'UNAUTHORIZED: no valid access token (Authorization: Bearer …) of an existing user',
  402: 'CARD_DECLINED: the card was refused',
  403: "FORBIDDEN: the caller's role may not do this",
  404: 'NOT_FOUND (or a more precise *_NOT_FOUND code): no such record',
  405: "METHOD_NOT_ALLOWED: the id in the path is no id, and the path is another operation's, which has other methods (Allow lists them)",
  409: 'CONFLICT (or a more precise code): the record is not in a state that allows this',
  413: 'PAYLOAD_TOO_LARGE: the body is larger than the API accepts',
  415: 'UNSUPPORTED_MEDIA_TYPE: the body is not of a type this operation reads',
  422: 'The request is well-formed but cannot be carried out (see the code)',
  429: 'TOO_MANY_REQUESTS: the per-client limit of this operation is spent; retry later',
  503: 'DATABASE_UNAVAILABLE: the database cannot be reached right now; retry shortly',
};
