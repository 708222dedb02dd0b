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

/** One row of a markdown table. */
export const tableRow = (cells: readonly string[]) => `| ${cells.map(cell).join(' | ')} |`;

/** A markdown table from a header row and body rows already made with tableRow. */
export function tableOfRows(header: readonly string[], rows: readonly string[]): string {
  return [tableRow(header), `|${header.map(() => '---').join('|')}|`, ...rows].join('\n');
}

/** A markdown table from a header row and body rows. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return tableOfRows(header, rows.map(tableRow));
}

/**
 * `format` remembered per model. Catalog models never change once loaded, so text derived from
 * one alone (a table row) is made once per process instead of once per answer.
 */
export function perModel<T>(format: (model: CatalogModel) => T): (model: CatalogModel) => T {
  const made = new WeakMap<CatalogModel, T>();
  return (model) => {
    if (made.has(model)) return made.get(model) as T;
    const value = format(model);
    made.set(model, value);
    return value;
  };
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
