import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { safeError } from './safe-error';

describe('errors as a log line may show them', () => {
  it('keeps a failed query statement and its cause, never its parameters', () => {
    const cause = Object.assign(new Error('could not extend file "base/5/16384": No space left on device'), {
      code: '53100',
      detail: 'Key (email)=(dana@example.com) already exists.',
    });
    const error = new DrizzleQueryError(
      'insert into "inquiries" ("name", "email") values ($1, $2)',
      ['Dana Collector', 'dana@example.com'],
      cause,
    );
    const safe = safeError(error);
    expect(safe.statement).toBe('insert into "inquiries" ("name", "email") values ($1, $2)');
    expect(safe.cause).toMatchObject({ code: '53100', message: expect.stringContaining('No space left') });
    const logged = JSON.stringify(safe);
    expect(logged).not.toContain('Dana Collector');
    expect(logged).not.toContain('dana@example.com');
  });

  it('hides addresses a mail server quotes and a value PostgreSQL quotes', () => {
    const mail = safeError(
      new Error("Can't send mail - all recipients were rejected: 550 <dana@example.com> unknown"),
    );
    expect(mail.message).toBe("Can't send mail - all recipients were rejected: 550 <[email]> unknown");
    const syntax = safeError(new Error('invalid input syntax for type integer: "Dana Collector"'));
    expect(syntax.message).toBe('invalid input syntax for type integer: [value]');
    expect(syntax.stack).not.toContain('Dana');
  });
});
