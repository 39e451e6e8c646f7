/** Spec §2: the start-up loader stays at least this long, so it reads as a step, not a flicker. */
export const STARTUP_LOADER_MS = 800;

let shownAt: number | undefined;

/** Called by the loader when it is first on screen. */
export const markLoaderShown = () => {
  shownAt ??= performance.now();
};

/** Resolves once the loader has been on screen for the minimum (at once on later checks). */
export const loaderMinimum = () => {
  const since = shownAt ?? performance.now();
  const left = STARTUP_LOADER_MS - (performance.now() - since);
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, left)));
};
