/** "in 1 second", "in 8 seconds", "in 5 minutes": how long until the next attempt is admitted. */
export function waitText(retryAfterSeconds: number): string {
  if (retryAfterSeconds < 60)
    return `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
