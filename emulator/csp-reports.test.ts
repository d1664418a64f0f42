// The pages' CSP report-uri: what a browser posts there is kept for its session,
// for the journeys to fail on; anything else is a 4xx.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CSP_REPORTS_KEPT } from './csp-reports.ts';
import { Shopper, useEmulator } from './test-support.ts';

const emulator = useEmulator();
const shopper = () => new Shopper(() => emulator.url).start();

/** The body Chromium posts for an inline handler the policy refuses. */
const inlineHandlerReport = (documentURL: string) =>
  JSON.stringify({
    'csp-report': {
      'document-uri': documentURL,
      referrer: '',
      'violated-directive': 'script-src-attr',
      'effective-directive': 'script-src-attr',
      'original-policy': "script-src 'self'",
      disposition: 'enforce',
      'blocked-uri': 'inline',
      'line-number': 3,
      'column-number': 31,
      'source-file': `${documentURL}assets/dist/theme-bundle.main.js`,
      'status-code': 200,
      'script-sample': '',
    },
  });
const report = (me: Shopper, body: string | Uint8Array<ArrayBuffer>) =>
  me.request('POST', '/__emulator/csp-report', { body, headers: { 'content-type': 'application/csp-report' } });
const reportsOf = async (me: Shopper) =>
  (await me.get('/__emulator/csp-reports')).json<{ reports: Array<Record<string, unknown>>; total: number }>();

describe('CSP violation reports', () => {
  it('pages name the report-uri in their policy', async () => {
    const me = await shopper();
    const page = await me.get('/about-us/', { headers: { accept: 'text/html' } });
    assert.match(page.headers.get('content-security-policy') ?? '', /; report-uri \/__emulator\/csp-report$/);
  });

  it("keeps a browser's report for its session only, in the event's names", async () => {
    const me = await shopper();
    const other = await shopper();
    const answer = await report(me, inlineHandlerReport(`${emulator.url}/`));
    assert.equal(answer.status, 204);
    assert.deepEqual(await reportsOf(me), {
      total: 1,
      reports: [
        {
          documentURL: `${emulator.url}/`,
          effectiveDirective: 'script-src-attr',
          blockedURL: 'inline',
          sourceFile: `${emulator.url}/assets/dist/theme-bundle.main.js`,
          lineNumber: 3,
          columnNumber: 31,
          disposition: 'enforce',
          sample: '',
        },
      ],
    });
    assert.deepEqual(await reportsOf(other), { total: 0, reports: [] });
  });

  it('takes the directive from violated-directive when a browser sends no effective-directive', async () => {
    const me = await shopper();
    const answer = await report(me, JSON.stringify({ 'csp-report': { 'document-uri': 'x', 'violated-directive': "script-src 'self'" } }));
    assert.equal(answer.status, 204);
    assert.equal((await reportsOf(me)).reports[0]?.effectiveDirective, 'script-src');
  });

  it('keeps the first reports of a flood, counts all, and cuts long fields', async () => {
    const me = await shopper();
    const long = JSON.stringify({ 'csp-report': { 'violated-directive': 'img-src', 'blocked-uri': `http://x/${'a'.repeat(5000)}` } });
    for (let index = 0; index < CSP_REPORTS_KEPT + 5; index += 1) assert.equal((await report(me, long)).status, 204);
    const { reports, total } = await reportsOf(me);
    assert.equal(total, CSP_REPORTS_KEPT + 5);
    assert.equal(reports.length, CSP_REPORTS_KEPT);
    assert.equal((reports[0]!.blockedURL as string).length, 500);
  });

  it('answers anything but a report with a 4xx and keeps nothing', async () => {
    const me = await shopper();
    const bodies: Array<[string, string | Uint8Array<ArrayBuffer>, number]> = [
      ['empty body', '', 400],
      ['invalid JSON', '{"csp-report": ', 400],
      ['no csp-report', '{"type": "csp-violation"}', 400],
      ['no directive', '{"csp-report": {"document-uri": "x"}}', 400],
      ['a wrong type', '{"csp-report": {"violated-directive": "img-src", "line-number": "three"}}', 400],
      ['an array', '[1, 2]', 400],
      ['nested 40 deep', `{"csp-report": ${'['.repeat(40)}${']'.repeat(40)}}`, 400],
      [
        '2 MB',
        new TextEncoder().encode(`{"csp-report": {"violated-directive": "${'a'.repeat(2_000_000)}"}}`) as Uint8Array<ArrayBuffer>,
        413,
      ],
    ];
    for (const [label, body, status] of bodies) assert.equal((await report(me, body)).status, status, label);
    assert.deepEqual(await reportsOf(me), { total: 0, reports: [] });
  });
});
