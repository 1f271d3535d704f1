import { CONTENT_RELOAD_SCRIPT } from '@/lib/docs/dev-reload';

/** In `npm run dev`, reloads the page when a documentation file changes; renders nothing in production. */
export function ContentReload() {
  if (process.env.NODE_ENV !== 'development') return null;
  return <script dangerouslySetInnerHTML={{ __html: CONTENT_RELOAD_SCRIPT }} />;
}
