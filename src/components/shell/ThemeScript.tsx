import { themeScriptSource } from '@/lib/theme';

/** Runs before first paint so the stored theme applies with no flash of the other one. Dark is the default. */
export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: themeScriptSource() }} />;
}
