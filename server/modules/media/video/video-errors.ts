/** The file is not a video we can read: damaged, truncated, or not what its signature claims. */
export class UnreadableVideoError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'UnreadableVideoError';
  }
}
