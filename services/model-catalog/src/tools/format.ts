import type { CatalogModel } from '@switchboard/contracts/catalog';
import { formatTokens, groupDigits } from '../data/describe.js';

/** USD with as many decimals as the price needs: $0.15, $0.20, $2, $0.0375; "free" for 0. */
export function usd(value: number): string {
  if (value === 0) return 'free';
  const exact = Number(value.toPrecision(6));
  if (Number.isInteger(exact)) return `$${groupDigits(exact)}`;
  const [whole = '0', fraction = ''] = exact.toFixed(6).replace(/0+$/, '').split('.');
  return `$${groupDigits(Number(whole))}.${fraction.padEnd(2, '0')}`;
}

/** An integer with thousands separators: 96,000. */
export const count = (value: number) => groupDigits(value);

/** A price per 1M tokens for tables: "$0.15", "free". */
export const pricePerMillion = (value: number) => usd(value);

export const yesNo = (value: boolean) => (value ? 'yes' : 'no');

export const tokens = (value: number) => formatTokens(value);

/** Escapes characters that would break a markdown table cell. */
export function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

/** A markdown table from a header row and body rows. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(header), `|${header.map(() => '---').join('|')}|`, ...rows.map(line)].join('\n');
}

/** The capability flags of a model as one short phrase: "tools, vision". */
export function capabilityList(model: CatalogModel): string {
  const caps = [
    model.supports_tools ? 'tools' : null,
    model.supports_vision ? 'vision' : null,
    model.supports_audio ? 'audio' : null,
    model.supports_reasoning ? 'reasoning' : null,
  ].filter((c): c is string => c !== null);
  return caps.length > 0 ? caps.join(', ') : 'text only';
}
