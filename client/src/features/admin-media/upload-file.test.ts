import { describe, expect, it, vi } from 'vitest';
import { ApiError, readErrorMessage } from '@/lib/api-client';
import { putFile } from './upload-file';

/** Just enough of XMLHttpRequest to play one upload: progress events, then an answer. */
class FakeRequest {
  static answer = { status: 200, body: '' };
  static sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  upload: { onprogress?: (event: Partial<ProgressEvent>) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  status = 0;
  statusText = '';
  responseText = '';
  private request = {
    method: '',
    url: '',
    headers: {} as Record<string, string>,
    body: undefined as unknown,
  };

  open(method: string, url: string) {
    this.request.method = method;
    this.request.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.request.headers[name] = value;
  }
  send(body: unknown) {
    FakeRequest.sent.push({ ...this.request, body });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 80, total: 100 });
    this.status = FakeRequest.answer.status;
    this.responseText = FakeRequest.answer.body;
    this.onload?.();
  }
}

const file = new File(['x'.repeat(100)], 'front.jpg', { type: 'image/jpeg' });

describe('putFile', () => {
  it('PUTs the raw file with its type and reports progress up to 100', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    FakeRequest.answer = { status: 200, body: '{"message":"Upload received"}' };
    const progress = vi.fn();
    await putFile('/api/uploads/u1?sig=x', file, progress);
    expect(FakeRequest.sent.at(-1)).toMatchObject({
      method: 'PUT',
      url: '/api/uploads/u1?sig=x',
      headers: { 'Content-Type': 'image/jpeg' },
      body: file,
    });
    expect(progress.mock.calls.map(([percent]) => percent)).toEqual([25, 80, 100]);
  });

  it("rejects a refusal with the server's message readable", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    FakeRequest.answer = {
      status: 413,
      body: '{"message":"File too large: images here may be at most 5MB"}',
    };
    const error = await putFile('/api/uploads/u1', file, () => {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(413);
    expect(readErrorMessage(error, '')).toBe('File too large: images here may be at most 5MB');
  });
});
