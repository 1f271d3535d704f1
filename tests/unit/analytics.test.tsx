// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function renderAnalytics(flag: string) {
  vi.resetModules();
  vi.stubEnv('NEXT_PUBLIC_ANALYTICS', flag);
  vi.stubEnv('NODE_ENV', 'production');
  const { SiteAnalytics } = await import('@/components/shell/SiteAnalytics');
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => createRoot(container).render(<SiteAnalytics />));
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('SiteAnalytics', () => {
  it('adds nothing when analytics is off (any host but the platform)', async () => {
    await renderAnalytics('0');
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('loads the platform script, and a failed load ends in exactly one console log and nothing else', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderAnalytics('1');
    const script = document.head.querySelector<HTMLScriptElement>(
      'script[src*="/_vercel/insights/script.js"]',
    );
    expect(script).not.toBeNull();
    script!.dispatchEvent(new Event('error'));
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toContain('Failed to load script');
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});
