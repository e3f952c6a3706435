import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { failureText } from './notify';

const refused = (status: number, message: string) =>
  new ApiError(status, 'Refused', JSON.stringify({ message }));

describe('the failure toast text', () => {
  it("adds the server's reason to the spec text when the admin can act on it", () => {
    expect(failureText('Failed to save about page', refused(400, 'Title is too long'))).toBe(
      'Failed to save about page. Title is too long',
    );
    expect(failureText('Failed to save about page', refused(503, 'The database is unavailable'))).toBe(
      'Failed to save about page. The database is unavailable',
    );
  });

  it('says only the spec text after a closed sign-in dialog (401) or a crash (500)', () => {
    expect(failureText('Failed to save about page', refused(401, 'Unauthorized'))).toBe(
      'Failed to save about page',
    );
    expect(failureText('Failed to save about page', refused(500, 'Internal Server Error'))).toBe(
      'Failed to save about page',
    );
  });
});
