import { queryOptions } from '@tanstack/react-query';
import { webObjectEntry, type WebObject } from './web-object.ts';

/** An object's web folder, loaded once; null for an object without one (its list, detail and action screens ask). */
export const webObjectQuery = (apiName: string) =>
  queryOptions({
    queryKey: ['webObject', apiName] as const,
    queryFn: async (): Promise<WebObject | null> => (await webObjectEntry(apiName)?.load()) ?? null,
    staleTime: Infinity,
    gcTime: Infinity,
    structuralSharing: false,
  });
