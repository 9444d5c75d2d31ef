import { useSearchParams } from 'react-router';
import { downloadSource, fetchableSource, isStaffFile, trustedSource, type PreviewKind } from '../../lib/previews/previews.ts';
import { usePageTitle } from '../../lib/route-handle.ts';

/**
 * A preview page's file, from its address's `src` and `title`: the address to fetch (null when
 * none was given or it is not one a preview may open), its download, and whether it opens without
 * a session (a shared page's file). The page names itself after the file.
 */
export function usePreviewedFile(kind: PreviewKind) {
  const [params] = useSearchParams();
  const src = params.get('src') ?? '';
  const title = params.get('title')?.trim() || '';
  const trusted = trustedSource(src, kind);
  usePageTitle({ title: title || undefined });
  return {
    given: src !== '',
    title,
    url: trusted ? fetchableSource(trusted) : null,
    download: trusted ? downloadSource(trusted) : null,
    /** The address as anyone may open it, for a viewer elsewhere: never a staff file, whose address would carry the session. */
    openToAnyone: trusted && !isStaffFile(trusted) ? trusted.toString() : null,
  };
}
