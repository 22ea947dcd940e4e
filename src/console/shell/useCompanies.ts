import { useEffect, useState } from 'react';
import { useServices } from '../http/ServicesContext.tsx';

/** One row of the Company dialog (SPEC §3 company list row). */
export interface CompanyRow {
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
}

/** Loads `GET /api/companies` while `active`; null while loading, [] after a failure (the client toasted it). */
export function useCompanies(active: boolean): CompanyRow[] | null {
  const { http } = useServices();
  const [rows, setRows] = useState<CompanyRow[] | null>(null);
  useEffect(() => {
    if (!active) return;
    let live = true;
    setRows(null);
    http<{ data: { items: CompanyRow[] } }>('/companies')
      .then((res) => { if (live) setRows(res.data.items); })
      .catch(() => { if (live) setRows([]); });
    return () => { live = false; };
  }, [active, http]);
  return rows;
}
