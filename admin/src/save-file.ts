/** Hands the browser a file to save under `fileName` (a data URL or a Blob). */
export const saveFile = (fileName: string, content: string | Blob) => {
  const href = typeof content === 'string' ? content : URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the object URL is no longer needed.
  if (typeof content !== 'string') setTimeout(() => URL.revokeObjectURL(href), 10_000);
};
