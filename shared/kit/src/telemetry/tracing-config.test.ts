import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { loadConfig } from '../config.js';
import { ConfigError } from '../errors.js';
import { tracingOptions, tracingSettings } from './tracing-config.js';

const schema = z.object(tracingSettings);
const options = (env: Record<string, string>) =>
  tracingOptions(loadConfig(schema, env), 'switchboard-test');

describe('tracingOptions', () => {
  it('is null (tracing off) without an endpoint, with the SDK disabled, or the none exporter', () => {
    expect(options({})).toBeNull();
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' };
    expect(options({ ...endpoint, OTEL_SDK_DISABLED: 'true' })).toBeNull();
    expect(options({ ...endpoint, OTEL_TRACES_EXPORTER: 'none' })).toBeNull();
  });

  it('sends to <endpoint>/v1/traces with the defaults of the specification', () => {
    expect(options({ OTEL_EXPORTER_OTLP_ENDPOINT: 'https://collector.example:4318/' })).toEqual({
      url: 'https://collector.example:4318/v1/traces',
      protocol: 'http/protobuf',
      headers: {},
      timeoutMs: 10_000,
      compression: 'none',
      serviceName: 'switchboard-test',
      resource: {},
      sampler: 'parentbased_always_on',
      samplerRatio: 1,
      scheduleDelayMs: 5_000,
      maxQueueSize: 2_048,
    });
  });

  it('lets the traces-specific settings win over the general ones', () => {
    const parsed = options({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://general:4318',
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://traces:9999/custom/path',
      OTEL_EXPORTER_OTLP_HEADERS: 'a=1,b=2',
      OTEL_EXPORTER_OTLP_TRACES_HEADERS: 'b=3,api-key=k%3Dv%2C1',
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf',
      OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/json',
      OTEL_EXPORTER_OTLP_TIMEOUT: '3000',
      OTEL_EXPORTER_OTLP_TRACES_TIMEOUT: '4000',
      OTEL_EXPORTER_OTLP_COMPRESSION: 'gzip',
      OTEL_EXPORTER_OTLP_TRACES_COMPRESSION: 'none',
    });
    expect(parsed).toMatchObject({
      url: 'http://traces:9999/custom/path',
      headers: { a: '1', b: '3', 'api-key': 'k=v,1' },
      protocol: 'http/json',
      timeoutMs: 4_000,
      compression: 'none',
    });
  });

  it('names the service by OTEL_SERVICE_NAME, then service.name in the resource, then the default', () => {
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' };
    const resource = { OTEL_RESOURCE_ATTRIBUTES: 'service.name=from-resource,team=ops' };
    expect(options({ ...endpoint, ...resource })).toMatchObject({
      serviceName: 'from-resource',
      resource: { team: 'ops' },
    });
    expect(options({ ...endpoint, ...resource, OTEL_SERVICE_NAME: 'named' })?.serviceName).toBe(
      'named',
    );
  });

  it('refuses grpc, a bad sampler ratio and a header list it cannot read, quoting no value', () => {
    const attempt = () =>
      options({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4317',
        OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc',
        OTEL_TRACES_SAMPLER_ARG: '1.5',
        OTEL_EXPORTER_OTLP_HEADERS: 'secret-without-a-name',
      });
    expect(attempt).toThrow(ConfigError);
    let message = '';
    try {
      attempt();
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('OTEL_EXPORTER_OTLP_PROTOCOL: grpc is not supported');
    expect(message).toContain('OTEL_TRACES_SAMPLER_ARG');
    expect(message).toContain('OTEL_EXPORTER_OTLP_HEADERS: must be headers written key=value');
    expect(message).not.toContain('secret-without-a-name');
  });
});
