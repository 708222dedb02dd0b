import type { ReactNode } from 'react';
import { Pager, type ListMeta } from './Pager';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

/**
 * One page of an API list as a table: a message when the list is empty, the rows, and the pager.
 * Nothing is shown before the first page arrives.
 */
export function PagedTable<T extends { id: string }>({
  page,
  columns,
  empty,
  label,
  onPage,
}: {
  page: { data: T[]; meta: ListMeta } | undefined;
  columns: Column<T>[];
  empty: ReactNode;
  label: string;
  onPage: (page: number) => void;
}) {
  if (!page) return null;
  if (page.data.length === 0) return <p className="muted">{empty}</p>;
  return (
    <>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.data.map((row) => (
              <tr key={row.id}>
                {columns.map((column) => (
                  <td key={column.header}>{column.cell(row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager meta={page.meta} onPage={onPage} label={label} />
    </>
  );
}
