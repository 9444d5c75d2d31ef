import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../lib/query-client.ts';

/** Platform pages live outside the staff shell (its workspace calls are tenant-only), which provides the query client to its own pages only. */
export function PlatformScope({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
