import { RUNTIME_CONFIG_GLOBAL, type RuntimeConfig } from '@crm/domain';

const FALLBACK: RuntimeConfig = { apiBase: '/api', signSecret: '' };

/**
 * The server answers /mobile/config.js with `window.__CRM_CONFIG__ = {...}` before the bundle
 * runs, so one build serves any deployment. Read on each use: tests and late scripts may set it.
 */
export function runtimeConfig(): RuntimeConfig {
  const found = (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] as Partial<RuntimeConfig> | undefined;
  return {
    apiBase: (found?.apiBase ?? FALLBACK.apiBase).replace(/\/+$/, ''),
    signSecret: found?.signSecret ?? FALLBACK.signSecret,
    ...(found?.businessInfo ? { businessInfo: true } : {}),
    ...(Array.isArray(found?.videoHosts) ? { videoHosts: found.videoHosts } : {}),
    ...(typeof found?.officeViewer === 'string' ? { officeViewer: found.officeViewer } : {}),
  };
}
