/** Saves text as a CSV file through a temporary link: no download permission needed. */
export function saveCsvFile(text: string, fileName: string): void {
  // A byte-order mark so spreadsheet programs read the file as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
