// A list of records read best as a table: one column per field, one row per record. Cells are drawn by the caller's
// renderer (the recursive one of value-view.tsx), passed in so this file does not import it back.

import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import type { Schema } from '../../../lib/service-description/schema.ts';
import type { OperationMessages } from '../operation-messages.ts';

export type JsonRecord = Readonly<Record<string, unknown>>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface TableColumn {
  name: string;
  schema: Schema | undefined;
}

/** A table pays off once at least half the elements are records; the odd scalar among them gets a whole row. */
export function isMostlyRecords(items: readonly unknown[]): boolean {
  const records = items.filter(isRecord).length;
  return records > 0 && records * 2 >= items.length;
}

/**
 * The item schema's properties in its order, then keys only the rows have, in the order first met. A property no
 * row carries is left out, as a field absent from an object is: an empty column only widens the table.
 */
export function tableColumns(rows: readonly unknown[], itemSchema: Schema | undefined): TableColumn[] {
  const present = new Set<string>();
  const extra: string[] = [];
  const declared = new Set(itemSchema?.properties.map((property) => property.name));
  for (const row of rows) {
    if (!isRecord(row)) continue;
    for (const key of Object.keys(row)) {
      if (present.has(key)) continue;
      present.add(key);
      if (!declared.has(key)) extra.push(key);
    }
  }
  const additional = typeof itemSchema?.additionalProperties === 'object' ? itemSchema.additionalProperties : undefined;
  return [
    ...(itemSchema?.properties ?? [])
      .filter((property) => present.has(property.name))
      .map(({ name, schema }) => ({ name, schema })),
    ...extra.map((name) => ({ name, schema: additional })),
  ];
}

export const PAGE_SIZE = 100;
/** Columns a table shows before "more columns". */
export const MAX_COLUMNS = 20;

/** Long answers are drawn a page at a time: a thousand-row table would stall the page for a look at its top. */
export function usePaging(total: number): { shown: number; showMore: () => void } {
  const [limit, setLimit] = useState(PAGE_SIZE);
  return { shown: Math.min(limit, total), showMore: () => setLimit((current) => current + PAGE_SIZE) };
}

export function ShowMore(props: { shown: number; total: number; m: OperationMessages; onShowMore: () => void }) {
  if (props.shown >= props.total) return null;
  return (
    <p className="value-more">
      <Button onClick={props.onShowMore}>{props.m.showMore(props.shown, props.total)}</Button>
    </p>
  );
}

export function ValueTable(props: {
  rows: readonly unknown[];
  columns: readonly TableColumn[];
  m: OperationMessages;
  renderCell: (value: unknown, column: TableColumn) => ReactNode;
}) {
  const { rows, m, renderCell } = props;
  const { shown, showMore } = usePaging(rows.length);
  // A record of hundreds of keys would make a table no one can read (and a page slow to draw): the first columns,
  // then the rest on request.
  const [allColumns, setAllColumns] = useState(false);
  const columns = allColumns ? props.columns : props.columns.slice(0, MAX_COLUMNS);
  const label = m.rows(rows.length);
  return (
    <>
      {/* Focusable so a keyboard can scroll a table wider than the screen. */}
      <div className="value-table-scroll" role="region" aria-label={label} tabIndex={0}>
        <table className="value-table" aria-label={label}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.name} scope="col">
                  {column.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, shown).map((row, index) => (
              // Rows have no identity of their own and never reorder: their place is their key.
              <tr key={index}>
                {isRecord(row) ? (
                  columns.map((column) => (
                    <td key={column.name}>
                      {Object.hasOwn(row, column.name) ? renderCell(row[column.name], column) : null}
                    </td>
                  ))
                ) : (
                  <td colSpan={columns.length}>{renderCell(row, { name: '', schema: undefined })}</td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {columns.length < props.columns.length ? (
        <p className="value-more">
          <Button onClick={() => setAllColumns(true)}>{m.moreColumns(columns.length, props.columns.length)}</Button>
        </p>
      ) : null}
      <ShowMore shown={shown} total={rows.length} m={m} onShowMore={showMore} />
    </>
  );
}
