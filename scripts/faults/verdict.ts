import type { Instance } from './instance';
import { describeStatuses, type LoadReport, RUN_MARKER } from './load';

/** What one scenario found: what it saw, and each way it failed. */
export class Verdict {
  readonly failures: string[] = [];
  readonly notes: string[] = [];

  constructor(readonly scenario: string) {}

  note(line: string): void {
    this.notes.push(line);
  }

  check(ok: boolean, failure: string): void {
    if (!ok) this.failures.push(failure);
  }

  /** No 5xx but 503, each refusal readable; every acknowledged write stored. */
  checkLoad(report: LoadReport, stored: Set<string>): void {
    this.note(`answers: ${describeStatuses(report)}; acknowledged writes: ${report.acknowledged.length}`);
    this.check(
      report.serverErrors.length === 0,
      `server errors: ${report.serverErrors.slice(0, 5).join(', ')}`,
    );
    this.check(
      report.bareRefusals.length === 0,
      `writes refused without Retry-After and a message: ${report.bareRefusals.slice(0, 3).join(', ')}`,
    );
    const lost = report.acknowledged.filter((email) => !stored.has(email));
    this.check(lost.length === 0, `${lost.length} acknowledged writes lost (${lost.slice(0, 3).join(', ')})`);
    this.check(report.acknowledged.length > 0, 'no write was ever acknowledged');
  }

  /** Still running (unless the scenario killed it), and nothing a visitor sent in its log. */
  checkInstance(
    instance: Pick<Instance, 'name' | 'exited' | 'output'>,
    { mayHaveExited = false } = {},
  ): void {
    if (!mayHaveExited)
      this.check(instance.exited() === null, `${instance.name} exited (${instance.exited()})`);
    const leaked = instance
      .output()
      .split('\n')
      .filter((line) => line.includes(RUN_MARKER));
    this.check(leaked.length === 0, `${instance.name} logged request data: ${leaked[0]?.slice(0, 300)}`);
  }
}
