import { THEME_STORAGE_KEY } from '@/lib/theme';

/** Runs before first paint so the stored theme applies with no flash of the other one. Dark is the default. */
export function ThemeScript() {
  const code = `try{if(localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})==='light'){document.documentElement.classList.remove('dark')}}catch(e){}`;
  return <script dangerouslySetInnerHTML={{ __html: code }} />;
}
