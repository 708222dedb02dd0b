/**
 * Tests talk to loopback only: every fake upstream is a real server on 127.0.0.1, so a socket
 * to any other address (or a DNS query for a real name) is a stray outbound call that would make
 * a test depend on the network, or reach a real service. This jest setup file (setupFiles in
 * jest.preset.js) refuses those in the test process: the socket fails with
 * ERR_NON_LOOPBACK_IN_TESTS, the DNS call fails the same way, and the refusal is recorded so that
 * loopback-only-check.js fails the test even if the code under test swallowed the error.
 * Child processes a test starts are not covered.
 */
import { createRequire } from 'node:module';

// The real core modules (jest's ESM `import` would hand this file a snapshot of their exports).
const require = createRequire(import.meta.url);
const net = require('node:net');
const dns = require('node:dns');

const STATE = Symbol.for('switchboard.loopbackOnly');
export const REFUSAL_CODE = 'ERR_NON_LOOPBACK_IN_TESTS';

/** The process-wide record of refused destinations (every test file's context shares it). */
export function loopbackGuard() {
  return net[STATE];
}

/** True for a loopback (or unspecified, which connects locally) IP literal. */
export function isLoopbackIp(address) {
  const ip = address.replace(/^\[|\]$/g, '').toLowerCase();
  if (net.isIPv4(ip)) return ip.startsWith('127.') || ip === '0.0.0.0';
  if (!net.isIPv6(ip)) return false;
  if (ip === '::1' || ip === '::') return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  return mapped !== null && isLoopbackIp(mapped[1]);
}

function isLocalName(host) {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/** Whether a host (IP literal or name) may be reached without leaving the machine. */
export function isLoopbackHost(host) {
  return net.isIP(host.replace(/^\[|\]$/g, '')) ? isLoopbackIp(host) : isLocalName(host);
}

function refusal(state, destination) {
  state.refused.push(destination);
  const error = new Error(
    `Tests may only connect to loopback: refused ${destination}. Fake the upstream with a ` +
      'server on 127.0.0.1 instead of calling the real one.',
  );
  error.code = REFUSAL_CODE;
  return error;
}

function guardConnect(state) {
  const connect = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function loopbackOnlyConnect(...args) {
    const normalized = Array.isArray(args[0]) ? args[0] : net._normalizeArgs(args);
    const options = normalized[0] ?? {};
    const host = options.host ?? 'localhost';
    if (options.path === undefined && !isLoopbackHost(host)) {
      if (net.isIP(host) || options.lookup === undefined) {
        const error = refusal(state, `${host}:${options.port}`);
        process.nextTick(() => this.destroy(error));
        return this;
      }
      // A custom lookup (a test's fake DNS) may map a name to loopback; check what it answers.
      options.lookup = checkedLookup(state, options.lookup);
    }
    return connect.apply(this, args);
  };
}

function checkedLookup(state, lookup) {
  return (hostname, opts, callback) =>
    lookup(hostname, opts, (err, address, family) => {
      if (err) return callback(err);
      const addresses = Array.isArray(address) ? address.map((a) => a.address) : [address];
      const outside = addresses.find((a) => !isLoopbackIp(a));
      if (outside === undefined) return callback(null, address, family);
      callback(refusal(state, `${hostname} (${outside})`));
    });
}

function guardDns(state) {
  const { lookup, lookupService } = dns;
  dns.lookup = function loopbackOnlyLookup(hostname, ...rest) {
    if (typeof hostname !== 'string' || isLoopbackHost(hostname)) {
      return lookup.call(this, hostname, ...rest);
    }
    const error = refusal(state, `DNS lookup of ${hostname}`);
    const callback = rest.at(-1);
    process.nextTick(() => callback(error));
  };
  dns.lookupService = function loopbackOnlyLookupService(address, port, callback) {
    if (isLoopbackIp(String(address))) return lookupService.call(this, address, port, callback);
    const error = refusal(state, `DNS reverse lookup of ${address}`);
    process.nextTick(() => callback(error));
  };
  const promiseLookup = dns.promises.lookup;
  dns.promises.lookup = async function loopbackOnlyPromiseLookup(hostname, ...rest) {
    if (typeof hostname !== 'string' || isLoopbackHost(hostname)) {
      return promiseLookup.call(this, hostname, ...rest);
    }
    throw refusal(state, `DNS lookup of ${hostname}`);
  };
  // c-ares queries always go to a DNS server: no test has a reason to make one.
  for (const target of [
    dns,
    dns.promises,
    dns.Resolver.prototype,
    dns.promises.Resolver.prototype,
  ]) {
    for (const key of Object.keys(target).concat(Object.getOwnPropertyNames(target))) {
      if (!/^(resolve|reverse)/.test(key) || typeof target[key] !== 'function') continue;
      const promised = target === dns.promises || target === dns.promises.Resolver.prototype;
      target[key] = function loopbackOnlyResolve(name, ...rest) {
        const error = refusal(state, `DNS query ${key}(${name})`);
        if (promised) return Promise.reject(error);
        const callback = rest.at(-1);
        process.nextTick(() => callback(error));
      };
    }
  }
}

/** Installs the guard once per process; each test file starts with an empty record. */
function install() {
  let state = net[STATE];
  if (!state) {
    state = { refused: [] };
    Object.defineProperty(net, STATE, { value: state });
    guardConnect(state);
    guardDns(state);
  }
  state.refused.length = 0;
}

install();
