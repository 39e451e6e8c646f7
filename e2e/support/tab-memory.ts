import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';

const MB = 1024 * 1024;

/** A process's peak resident memory so far (VmHWM), in bytes; undefined where /proc is not. */
const peakOf = async (pid: number) => {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmHWM:\s+(\d+) kB/m.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : undefined;
  } catch {
    return undefined;
  }
};

export interface TabMemory {
  /** The page's JavaScript heap in use (DevTools' JSHeapUsedSize), in MB. */
  heapMB: number;
  /** The highest resident memory any renderer of the browser has reached so far, in MB. */
  rendererPeakMB?: number;
}

/**
 * How much memory the tab uses, read through DevTools: for figures a test reports, never for
 * deciding whether it passes. Array buffers (unpacked files) live outside the JavaScript heap,
 * so the renderer's peak is read too, from /proc, where the machine has one.
 */
export const tabMemory = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const browser = await page.context().browser()!.newBrowserCDPSession();
  const { processInfo } = await browser.send('SystemInfo.getProcessInfo');
  const renderers = processInfo.filter((p) => p.type === 'renderer').map((p) => p.id);
  return async (): Promise<TabMemory> => {
    // Garbage left from earlier steps is not what the step measured used.
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
    const peaks = (await Promise.all(renderers.map(peakOf))).filter((p) => p !== undefined);
    return {
      heapMB: Math.round(heap / MB),
      ...(peaks.length > 0 ? { rendererPeakMB: Math.round(Math.max(...peaks) / MB) } : {}),
    };
  };
};
