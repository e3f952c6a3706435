import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeWithFfprobe } from './ffprobe';
import { UnreadableVideoError } from './video-errors';

let dir: string;
let clip: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-ffprobe-'));
  clip = path.join(dir, 'clip.mkv');
  await promisify(execFile)('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=10', '-t', '1'],
    ...['-c:v', 'libvpx', '-b:v', '200k', clip],
  ]);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('ffprobe on uploaded bytes', () => {
  it('reads a real MKV as the container it was sniffed as', async () => {
    const probe = await probeWithFfprobe('ffprobe', createReadStream(clip), 'mkv');
    expect(probe).toMatchObject({ checkedWith: 'ffprobe', width: 320, height: 240 });
  });

  it('refuses a playlist that points ffprobe at a file on the server', async () => {
    // Left to guess, ffprobe reads this as HLS and opens the named file.
    const playlist = `#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:1,\nfile://${clip}\n#EXT-X-ENDLIST\n`;
    await writeFile(path.join(dir, 'list.m3u8'), playlist);
    await expect(probeWithFfprobe('ffprobe', Readable.from([playlist]), 'mkv')).rejects.toThrow(
      UnreadableVideoError,
    );
  });
});
