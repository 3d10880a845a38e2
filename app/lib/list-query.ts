/** The state every back-office list keeps in its URL: free text, a person, dates, the page. */
export type ListQuery<Size extends number> = {
  q: string;
  userId: string;
  from: string;
  to: string;
  page: number;
  pageSize: Size;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DEFAULT_PAGE_SIZE = 10;

/** Reads the common filters; anything malformed falls back to "no filter" rather than an error. */
export function parseListQuery<Size extends number>(
  params: URLSearchParams,
  pageSizes: readonly Size[],
): ListQuery<Size> {
  const size = Number(params.get('pageSize'));
  const page = Number(params.get('page'));
  const date = (value: string | null) =>
    value && DATE.test(value) && !Number.isNaN(Date.parse(value)) ? value : '';
  const userId = params.get('userId') ?? '';
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    userId: /^[\w-]{1,64}$/.test(userId) ? userId : '',
    from: date(params.get('from')),
    to: date(params.get('to')),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    pageSize: (pageSizes as readonly number[]).includes(size) ? (size as Size) : (DEFAULT_PAGE_SIZE as Size),
  };
}

/** The URL of a list state, leaving out what is empty or the default. */
export function listHref(base: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === '' || value === undefined) continue;
    if (key === 'page' && value === 1) continue;
    if (key === 'pageSize' && value === DEFAULT_PAGE_SIZE) continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}
