/**
 * A strict reader of the Prometheus text exposition format 0.0.4, for tests: every line must be a HELP, a TYPE or a
 * sample of a family declared before it, names and labels well formed, values numbers, histograms cumulative with
 * a +Inf bucket equal to their count. Anything else throws, naming the line.
 */

export type MetricType = 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface MetricFamily {
  name: string;
  help: string;
  type: MetricType;
  samples: Sample[];
}

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set<MetricType>(['counter', 'gauge', 'histogram', 'summary', 'untyped']);

/**
 * A sample value as Prometheus reads it (Go's strconv.ParseFloat): a decimal or exponent number, or Inf and NaN in
 * any letter case (prom-client writes NaN as "Nan", which Prometheus accepts).
 */
function parseValue(text: string, where: string): number {
  if (/^\+?inf(inity)?$/i.test(text)) return Infinity;
  if (/^-inf(inity)?$/i.test(text)) return -Infinity;
  if (/^nan$/i.test(text)) return NaN;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) throw new Error(`${where}: "${text}" is not a number`);
  return Number(text);
}

/** Reads `{a="x",b="y"}` from the start of text; answers the labels and the rest of the line. */
function parseLabels(text: string, where: string): { labels: Record<string, string>; rest: string } {
  const labels: Record<string, string> = {};
  let at = 1;
  for (;;) {
    if (text[at] === '}') return { labels, rest: text.slice(at + 1) };
    const name = /^[a-zA-Z_][a-zA-Z0-9_]*/.exec(text.slice(at))?.[0];
    if (!name || !LABEL_NAME.test(name)) throw new Error(`${where}: a label name is expected at "${text.slice(at, at + 20)}"`);
    if (name in labels) throw new Error(`${where}: label ${name} twice`);
    at += name.length;
    if (text.slice(at, at + 2) !== '="') throw new Error(`${where}: =" expected after ${name}`);
    at += 2;
    let value = '';
    for (;;) {
      const c = text[at];
      if (c === undefined) throw new Error(`${where}: the value of ${name} is not closed`);
      if (c === '"') break;
      if (c === '\\') {
        const next = text[at + 1];
        if (next === 'n') value += '\n';
        else if (next === '\\' || next === '"') value += next;
        else throw new Error(`${where}: \\${next} is not an escape of a label value`);
        at += 2;
      } else {
        value += c;
        at++;
      }
    }
    labels[name] = value;
    at++;
    if (text[at] === ',') at++;
    else if (text[at] !== '}') throw new Error(`${where}: , or } expected after the value of ${name}`);
  }
}

/** The family a sample name belongs to: itself, or a histogram's or summary's _bucket/_sum/_count. */
function familyOf(sample: string, families: Map<string, MetricFamily>): MetricFamily | undefined {
  if (families.has(sample)) return families.get(sample);
  for (const suffix of ['_bucket', '_sum', '_count']) {
    if (!sample.endsWith(suffix)) continue;
    const family = families.get(sample.slice(0, -suffix.length));
    if (family && (family.type === 'histogram' || (family.type === 'summary' && suffix !== '_bucket'))) return family;
  }
  return undefined;
}

function checkHistogram(family: MetricFamily) {
  const series = new Map<string, { buckets: [number, number][]; count?: number }>();
  for (const sample of family.samples) {
    const { le, ...rest } = sample.labels;
    const key = JSON.stringify(Object.entries(rest).sort());
    const entry = series.get(key) ?? { buckets: [] };
    series.set(key, entry);
    if (sample.name.endsWith('_bucket')) {
      if (le === undefined) throw new Error(`${family.name}: a bucket without le`);
      entry.buckets.push([parseValue(le, family.name), sample.value]);
    } else if (sample.name.endsWith('_count')) entry.count = sample.value;
  }
  for (const [key, { buckets, count }] of series) {
    const inf = buckets.find(([le]) => le === Infinity);
    if (!inf) throw new Error(`${family.name} ${key}: no +Inf bucket`);
    if (inf[1] !== count) throw new Error(`${family.name} ${key}: +Inf bucket ${inf[1]} is not the count ${count}`);
    const sorted = [...buckets].sort((a, b) => a[0] - b[0]);
    sorted.forEach(([, n], i) => {
      if (i > 0 && n < sorted[i - 1][1]) throw new Error(`${family.name} ${key}: buckets are not cumulative`);
    });
  }
}

/** Parses a whole answer into its families, by name. */
export function parsePrometheusText(text: string): Map<string, MetricFamily> {
  if (!text.endsWith('\n')) throw new Error('the answer does not end with a line feed');
  const families = new Map<string, MetricFamily>();
  const seen = new Set<string>();
  text
    .slice(0, -1)
    .split('\n')
    .forEach((line, i) => {
      const where = `line ${i + 1}`;
      if (line === '') return;
      if (line.startsWith('#')) {
        const meta = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
        if (!meta) {
          if (/^# (HELP|TYPE)\b/.test(line)) throw new Error(`${where}: malformed ${line}`);
          return; // a comment
        }
        const [, kind, name, rest] = meta;
        if (!METRIC_NAME.test(name)) throw new Error(`${where}: ${name} is not a metric name`);
        const family = families.get(name) ?? { name, help: '', type: 'untyped' as MetricType, samples: [] };
        if (family.samples.length) throw new Error(`${where}: ${kind} of ${name} after its samples`);
        if (kind === 'HELP') family.help = rest.replace(/\\n/g, '\n').replace(/\\\\/g, '\\');
        else {
          if (!TYPES.has(rest as MetricType)) throw new Error(`${where}: ${rest} is not a metric type`);
          family.type = rest as MetricType;
        }
        families.set(name, family);
        return;
      }
      const name = /^[a-zA-Z_:][a-zA-Z0-9_:]*/.exec(line)?.[0];
      if (!name) throw new Error(`${where}: a sample must start with a metric name: ${line}`);
      let rest = line.slice(name.length);
      let labels: Record<string, string> = {};
      if (rest.startsWith('{')) ({ labels, rest } = parseLabels(rest, where));
      const fields = rest.trim().split(/ +/);
      if (!rest.startsWith(' ') || fields.length < 1 || fields.length > 2) throw new Error(`${where}: a sample is "name{labels} value [timestamp]": ${line}`);
      const value = parseValue(fields[0], where);
      if (fields[1] !== undefined && !/^-?\d+$/.test(fields[1])) throw new Error(`${where}: ${fields[1]} is not a timestamp`);
      const family = familyOf(name, families);
      if (!family) throw new Error(`${where}: ${name} has no HELP or TYPE before it`);
      const identity = `${name}${JSON.stringify(Object.entries(labels).sort())}`;
      if (seen.has(identity)) throw new Error(`${where}: ${identity} twice`);
      seen.add(identity);
      family.samples.push({ name, labels, value });
    });
  for (const family of families.values()) if (family.type === 'histogram') checkHistogram(family);
  return families;
}
