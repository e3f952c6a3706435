import { spawn } from 'node:child_process';

export interface SpamVerdict {
  score: number;
  /** The rules that hit, with their points: what to look at when the score is over. */
  rules: string[];
}

/**
 * SpamAssassin's verdict on one raw message with its local rules only (-L: no DNS blocklists,
 * no Razor or Pyzor), as Debian's package installs them: the content and header checks that
 * every filter built on it applies before any network test.
 */
export function spamAssassinScore(raw: Buffer): Promise<SpamVerdict> {
  return new Promise((resolve, reject) => {
    const child = spawn('spamassassin', ['-L', '-t'], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const report = Buffer.concat(out).toString('utf8');
      const status = /^X-Spam-Status: \w+, score=(-?[\d.]+)/m.exec(report);
      if (!status) {
        reject(
          new Error(`spamassassin exited ${code}: ${Buffer.concat(err).toString('utf8').slice(0, 500)}`),
        );
        return;
      }
      // The report's table: " pts rule name              description" lines.
      const rules = [...report.matchAll(/^\s*(-?\d+\.\d+)\s+([A-Z0-9_]+)\s/gm)].map(
        ([, points, rule]) => `${rule} ${points}`,
      );
      resolve({ score: Number(status[1]), rules });
    });
    child.stdin.end(raw);
  });
}
