import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { useApp } from '@switchboard/testing/api/use-app';

let dir = '';
const INDEX =
  '<!doctype html><title>app</title><script type="module" src="/dashboard/assets/index-abc123.js"></script>';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'switchboard-dashboard-dist-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), INDEX);
  await writeFile(path.join(dir, 'assets/index-abc123.js'), 'console.log(1)');
  await writeFile(path.join(dir, 'favicon.svg'), '<svg/>');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const app = useApp(() => ({ env: { DASHBOARD_DIR: dir } }));

describe('GET /dashboard', () => {
  it('redirects /dashboard to /dashboard/', async () => {
    const res = await fetch(`${app.baseUrl}/dashboard`, { redirect: 'manual' });
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe('/dashboard/');
  });

  it.each(['/dashboard/', '/dashboard/bots/bot_123/conversations'])(
    'answers the client route %s with index.html under a strict CSP, never cached',
    async (route) => {
      const res = await fetch(`${app.baseUrl}${route}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(INDEX);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
    },
  );

  it('caches hashed assets for a year as immutable', async () => {
    const res = await fetch(`${app.baseUrl}/dashboard/assets/index-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toContain('javascript');
  });

  it('answers a missing asset with 404 in the API error shape, not the app', async () => {
    const res = await fetch(`${app.baseUrl}/dashboard/assets/index-old.js`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('ROUTE_NOT_FOUND');
  });

  it('serves the unhashed icon with a short cache', async () => {
    const res = await fetch(`${app.baseUrl}/dashboard/favicon.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  });
});

describe('GET /dashboard without a build', () => {
  const bare = useApp({ env: { DASHBOARD_DIR: path.join(tmpdir(), 'switchboard-no-such-dir') } });

  it('says how to build it', async () => {
    const res = await fetch(`${bare.baseUrl}/dashboard/`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('run pnpm build');
  });
});
