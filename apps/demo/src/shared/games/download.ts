/** Saves `text` as a file named `name`, through a link to a Blob, as a browser's download. */
export function downloadText(name: string, text: string, type = 'text/plain'): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its copy once the click is handled; the URL would only hold memory.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
