// What every administration list page receives besides its rows. Pages import these types with `import type`.

export type SortDirection = 'asc' | 'desc';

/** The state of a server-side list: the page shown, its order and search, and the filters in force. */
export interface ListMeta {
  page: number;
  perPage: number;
  total: number;
  lastPage: number;
  sort: string;
  direction: SortDirection;
  search: string;
  /** The filters applied, by query-string name ('' when not set), so the toolbar shows what is in force. */
  filters: Record<string, string>;
  /** The list's own order: links leave it out of the address, so an unsorted list keeps a short address. */
  defaultSort?: string;
  defaultDirection?: SortDirection;
}

/** One page of a list: the mapped rows and where it stands. */
export interface ListPageProps<Row> {
  rows: Row[];
  list: ListMeta;
}

/** A choice of a list filter (a select in the toolbar). */
export interface FilterOption {
  value: string;
  label: string;
}
