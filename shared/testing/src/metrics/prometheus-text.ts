/**
 * Reads the Prometheus text exposition format (what GET /metrics answers) into samples, as a
 * scraper would: `# HELP`/`# TYPE` lines, then `name{label="value",...} value` lines with escaped
 * label values. Throws on a line a scraper would refuse.
 */

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  samples: Sample[];
  /** `# TYPE` of each metric family. */
  types: Map<string, string>;
  /** The samples named `name` whose labels include `labels`. */
  find(name: string, labels?: Record<string, string>): Sample[];
  /** The one sample named `name` with `labels`' value; throws unless exactly one matches. */
  value(name: string, labels?: Record<string, string>): number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*,?\s*/gy;

export function parsePrometheusText(text: string): Exposition {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    if (line.startsWith('#')) {
      const type = /^# TYPE (\S+) (\S+)$/.exec(line);
      if (type) types.set(type[1]!, type[2]!);
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not an exposition line: ${line}`);
    const labels: Record<string, string> = {};
    const body = match[2] ?? '';
    LABEL.lastIndex = 0;
    let consumed = 0;
    for (let label = LABEL.exec(body); label; label = LABEL.exec(body)) {
      labels[label[1]!] = label[2]!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
      consumed = LABEL.lastIndex;
    }
    if (consumed !== body.length) throw new Error(`bad labels in: ${line}`);
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  const find = (name: string, labels: Record<string, string> = {}) =>
    samples.filter(
      (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
    );
  return {
    samples,
    types,
    find,
    value(name, labels) {
      const found = find(name, labels);
      if (found.length !== 1) {
        throw new Error(
          `expected one ${name} ${JSON.stringify(labels ?? {})}, got ${found.length}`,
        );
      }
      return found[0]!.value;
    },
  };
}
