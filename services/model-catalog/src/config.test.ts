import { describe, expect, it } from '@jest/globals';
import { settingNames } from '@switchboard/kit/config';
import {
  catalogConfigSchema,
  DEFAULT_DATA_FILE,
  DEFAULT_SYNC_URL,
  loadCatalogConfig,
} from './config.js';

describe('loadCatalogConfig', () => {
  it('defaults to 127.0.0.1:8081, the committed catalog and loopback host names', () => {
    expect(loadCatalogConfig({})).toEqual({
      host: '127.0.0.1',
      port: 8081,
      dataFile: DEFAULT_DATA_FILE,
      syncUrl: DEFAULT_SYNC_URL,
      allowedHosts: ['localhost', '127.0.0.1', '[::1]'],
      allowedOrigins: ['localhost', '127.0.0.1', '[::1]'],
      corsOrigin: '*',
      logLevel: 'info',
      // Neither metrics nor traces unless configured.
      metricsToken: undefined,
      tracing: null,
    });
    expect(DEFAULT_DATA_FILE.endsWith('/data/models.json')).toBe(true);
  });

  it('adds a named HOST to the allowed hosts, and takes an explicit list or * as given', () => {
    expect(loadCatalogConfig({ HOST: 'catalog.internal' }).allowedHosts).toContain(
      'catalog.internal',
    );
    expect(loadCatalogConfig({ HOST: '0.0.0.0' }).allowedHosts).toEqual([
      'localhost',
      '127.0.0.1',
      '[::1]',
    ]);
    expect(
      loadCatalogConfig({ CATALOG_ALLOWED_HOSTS: 'a.example, B.example' }).allowedHosts,
    ).toEqual(['a.example', 'b.example']);
    expect(loadCatalogConfig({ CATALOG_ALLOWED_HOSTS: '*' }).allowedHosts).toBeNull();
  });

  it('allows /mcp from the allowed hosts and a named CORS origin, or the origins given', () => {
    expect(
      loadCatalogConfig({ CATALOG_CORS_ORIGIN: 'https://App.example:8443' }).allowedOrigins,
    ).toEqual(['localhost', '127.0.0.1', '[::1]', 'app.example']);
    expect(
      loadCatalogConfig({ CATALOG_ALLOWED_ORIGINS: 'app.example, Tools.example' }).allowedOrigins,
    ).toEqual(['app.example', 'tools.example']);
    expect(loadCatalogConfig({ CATALOG_ALLOWED_ORIGINS: '*' }).allowedOrigins).toBeNull();
    expect(loadCatalogConfig({ CATALOG_ALLOWED_HOSTS: '*' }).allowedOrigins).toBeNull();
  });

  it('rejects bad values, naming each', () => {
    expect(() => loadCatalogConfig({ CATALOG_PORT: '70000', CATALOG_SYNC_URL: 'ftp://x' })).toThrow(
      /CATALOG_PORT.*CATALOG_SYNC_URL/,
    );
  });

  it('treats an empty or blank value of every setting as unset', () => {
    const defaults = loadCatalogConfig({});
    for (const name of settingNames(catalogConfigSchema)) {
      for (const blank of ['', ' ']) expect(loadCatalogConfig({ [name]: blank })).toEqual(defaults);
    }
  });
});
