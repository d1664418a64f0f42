// The demo store's CSP names a report-uri (respond.ts), as a store that wants to
// hear about violations does. Browsers post each violation there; the emulator
// keeps them per session so the journeys can fail on any (e2e/fixtures.ts).
import { z } from 'zod';
import { BadRequest } from './protocol.ts';

export const CSP_REPORT_PATH = '/__emulator/csp-report';
/** Reports kept per session: enough to name what went wrong, bounded for a page that floods. */
export const CSP_REPORTS_KEPT = 100;
/** Longer fields (sample, URLs) are cut: a report is read by a person, not replayed. */
const FIELD_CHARS = 500;

/** One violation, in the names the page's `securitypolicyviolation` event uses. */
export interface CspReport {
  documentURL: string;
  effectiveDirective: string;
  blockedURL: string;
  sourceFile: string;
  lineNumber: number;
  columnNumber: number;
  disposition: string;
  sample: string;
}

const text = z
  .string()
  .optional()
  .transform((value) => (value ?? '').slice(0, FIELD_CHARS));
const position = z
  .number()
  .int()
  .nonnegative()
  .optional()
  .transform((value) => value ?? 0);

/** The body a browser posts to a report-uri (`application/csp-report`). */
const reportSchema = z.object({
  'csp-report': z.object({
    'document-uri': text,
    'violated-directive': z.string(),
    'effective-directive': text,
    'blocked-uri': text,
    'source-file': text,
    'line-number': position,
    'column-number': position,
    disposition: text,
    'script-sample': text,
  }),
});

/** The report in `body` (parsed JSON); a body of any other shape is a 400. */
export function cspReport(body: unknown): CspReport {
  const parsed = reportSchema.safeParse(body);
  if (!parsed.success) throw new BadRequest('Expected a CSP violation report: {"csp-report": {"violated-directive": …}}.');
  const report = parsed.data['csp-report'];
  return {
    documentURL: report['document-uri'],
    // Older browsers send only the violated directive.
    effectiveDirective: report['effective-directive'] || report['violated-directive'].split(' ')[0]!.slice(0, FIELD_CHARS),
    blockedURL: report['blocked-uri'],
    sourceFile: report['source-file'],
    lineNumber: report['line-number'],
    columnNumber: report['column-number'],
    disposition: report.disposition,
    sample: report['script-sample'],
  };
}

/** Keeps a report for the session; past the cap only the count grows. */
export function keepCspReport(log: { reports: CspReport[]; total: number }, report: CspReport): void {
  log.total += 1;
  if (log.reports.length < CSP_REPORTS_KEPT) log.reports.push(report);
}
