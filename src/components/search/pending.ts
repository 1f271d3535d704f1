/**
 * What was typed into the placeholder input while the dialog's code was still loading; the dialog takes it
 * over when it mounts, so no keystroke after Cmd/Ctrl+K is lost.
 */
let pendingQuery = '';

export function setPendingQuery(query: string): void {
  pendingQuery = query;
}

export function takePendingQuery(): string {
  const query = pendingQuery;
  pendingQuery = '';
  return query;
}
