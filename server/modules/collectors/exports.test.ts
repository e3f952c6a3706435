import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  await t.app.inject({
    method: 'POST',
    url: '/api/inquiries',
    payload: {
      name: '=cmd|" /C calc"!A0',
      email: 'dana@example.com',
      phone: '+44 20 7946 0958',
      message: 'Hello, is the "Hero Kid" available?\nThanks',
      sculptureInterest: 'Hero Kid',
    },
  });
  await t.app.inject({ method: 'POST', url: '/api/newsletters', payload: { email: 'ada@example.com' } });
  await t.app.inject({ method: 'POST', url: '/api/newsletters', payload: { email: 'bo@example.com' } });
  await t.app.inject({
    method: 'POST',
    url: '/api/waitlists',
    payload: { email: 'cy@example.com', sculptureType: '@Cereal Kid' },
  });
});
afterAll(() => t.close());

const download = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const today = () => new Date().toISOString().slice(0, 10);

/** Splits CRLF rows; the fixtures put line breaks only inside one quoted cell. */
const rowsOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);

describe('CSV exports', () => {
  it('downloads the inquiries as a dated UTF-8 attachment with neutralised formulas', async () => {
    const response = await download('/api/admin/inquiries.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="vitrine-inquiries-${today()}.csv"`,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, row, ...rest] = rowsOf(response.body);
    expect(header).toBe('Date,Name,Email,Phone,Location,Collector,Gallery,Sculpture of interest,Message');
    expect(rest).toEqual([]);
    // A leading + would start a formula in a spreadsheet: the phone is neutralised like the name.
    expect(row).toMatch(
      /^\d{4}-\d\d-\d\dT[^,]+,"'=cmd\|"" \/C calc""!A0",dana@example\.com,'\+44 20 7946 0958,,false,false,Hero Kid,"Hello, is the ""Hero Kid"" available\?\nThanks"$/,
    );
  });

  it('downloads the current subscribers and the waitlists', async () => {
    const subscribers = await download('/api/admin/newsletters.csv');
    expect(subscribers.headers['content-disposition']).toBe(
      `attachment; filename="vitrine-subscribers-${today()}.csv"`,
    );
    const [header, ...rows] = rowsOf(subscribers.body);
    expect(header).toBe('Email,Subscribed,Status');
    expect(rows.map((row) => row.split(',')[0]).sort()).toEqual(['ada@example.com', 'bo@example.com']);

    const waitlists = rowsOf((await download('/api/admin/waitlists.csv')).body);
    expect(waitlists[0]).toBe('Email,Sculpture,Joined,Status');
    expect(waitlists[1]).toMatch(/^cy@example\.com,'@Cereal Kid,\d{4}-/);
  });

  it('is for the admin only', async () => {
    for (const url of [
      '/api/admin/inquiries.csv',
      '/api/admin/newsletters.csv',
      '/api/admin/waitlists.csv',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
