import fs from 'node:fs';
import { CONTENT_DIR } from '@/lib/docs/source';

/**
 * Development only (see src/lib/docs/dev-reload.ts): a server-sent event each time a file under content/docs
 * changes, for the documentation pages to reload themselves.
 */
export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  const encoder = new TextEncoder();
  let watcher: fs.FSWatcher | undefined;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      watcher = fs.watch(CONTENT_DIR, { recursive: true }, (_event, file) => {
        controller.enqueue(encoder.encode(`data: ${JSON.stringify(String(file ?? ''))}\n\n`));
      });
      request.signal.addEventListener('abort', () => {
        watcher?.close();
        controller.close();
      });
    },
    cancel() {
      watcher?.close();
    },
  });
  return new Response(stream, {
    headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store' },
  });
}
