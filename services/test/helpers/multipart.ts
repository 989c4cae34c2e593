/** A multipart/form-data body with one file field, for app.inject(). */
export function multipartFile(
  field: string,
  bytes: Buffer,
  filename = 'photo.png',
  contentType = 'image/png',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----shop-e2e-${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The 8-byte PNG signature plus an IHDR chunk header: enough for the magic-byte check. */
export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
  Buffer.from('IHDR'),
  Buffer.alloc(64, 1),
]);
