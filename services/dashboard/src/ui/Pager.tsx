export interface ListMeta {
  page: number;
  per_page: number;
  total: number;
  total_pages: number;
}

/** Previous / next over a list the API pages (its `meta`). */
export function Pager({
  meta,
  onPage,
  label,
}: {
  meta: ListMeta | undefined;
  onPage: (page: number) => void;
  label: string;
}) {
  if (!meta || meta.total_pages <= 1) return null;
  return (
    <nav className="pager" aria-label={`${label} pages`}>
      <button
        type="button"
        className="secondary"
        disabled={meta.page <= 1}
        onClick={() => onPage(meta.page - 1)}
      >
        Previous
      </button>
      <span>
        Page {meta.page} of {meta.total_pages} ({meta.total})
      </span>
      <button
        type="button"
        className="secondary"
        disabled={meta.page >= meta.total_pages}
        onClick={() => onPage(meta.page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
