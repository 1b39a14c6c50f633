import { useEffect, useRef, useState } from 'react';
import { EXPORT_BUTTON_COOLDOWN_MS, MSG } from '@empowerment/shared';
import { ApiError } from '../../lib/api-client';
import { alreadyAnnounced, errorCodeDetail } from '../../lib/error-handler';
import { saveFile } from '../../lib/save-file';
import { useNotify } from '../toast';
import { withFilters } from '../filter-panel/filter-query';
import type { FilterValues } from '../filter-panel/filter-definition';
import { downloadExport, fetchExportCount } from './export-api';

export type ExportPhase = 'idle' | 'exporting' | 'cooldown';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * Count, then download. The button locks while this runs and for a few seconds after,
 * so repeated clicks do not pile up exports of the whole table on the server.
 */
export function useExport(type: string | undefined, filters: FilterValues) {
  const notify = useNotify();
  const [phase, setPhase] = useState<ExportPhase>('idle');
  // A failed count blocks the export of that filter set; other filters may be tried.
  const [blockedFor, setBlockedFor] = useState<string | null>(null);
  const running = useRef(false);
  const cooldown = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(cooldown.current), []);

  const selection = JSON.stringify(withFilters({ type: type ?? '' }, filters));
  const blocked = blockedFor === selection;

  async function exportRows() {
    if (!type) return notify('error', MSG.exportTypeMissing);
    let count: number;
    try {
      count = await fetchExportCount(type, filters);
    } catch (error) {
      // A session end or a 403 was already told, and the app is leaving the screen.
      if (alreadyAnnounced(error)) return;
      if (isNotFound(error)) return notify('warning', MSG.exportNoData);
      setBlockedFor(selection);
      return notify('error', MSG.exportCountError, errorCodeDetail(error));
    }
    if (count <= 0) return notify('warning', MSG.exportNoData);
    try {
      saveFile(await downloadExport(type, filters, count));
    } catch (error) {
      if (alreadyAnnounced(error)) return;
      if (isNotFound(error)) notify('warning', MSG.exportNoData);
      else notify('error', MSG.exportError, errorCodeDetail(error));
    }
  }

  async function start() {
    if (running.current || blocked) return;
    running.current = true;
    setPhase('exporting');
    try {
      await exportRows();
    } finally {
      setPhase('cooldown');
      cooldown.current = setTimeout(() => {
        running.current = false;
        setPhase('idle');
      }, EXPORT_BUTTON_COOLDOWN_MS);
    }
  }

  return { phase, blocked, start };
}
