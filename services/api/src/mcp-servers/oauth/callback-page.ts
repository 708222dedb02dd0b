/**
 * What the person sees after the authorization server sends them back: one small page saying
 * whether the tool server is connected, with a link to the dashboard. No script, nothing from
 * elsewhere (a CSP that allows none), every text escaped.
 */
import type { ApiResponse } from '../../http/api-request.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Writes the page with `status`. */
export function sendCallbackPage(
  res: ApiResponse,
  status: number,
  page: { title: string; message: string; dashboardUrl: string },
): void {
  const body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(page.title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.message)}</p>
<p><a href="${escapeHtml(page.dashboardUrl)}">Back to the tool servers</a></p></main></body></html>
`;
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader(
    'Content-Security-Policy',
    "default-src 'none'; base-uri 'none'; form-action 'none'",
  );
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.end(body);
}
