import { QueryClient } from '@tanstack/react-query';

/** Server state lives here; the HTTP client already reports failures, so queries retry once at most. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

export const queryClient = createQueryClient();
