import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { Footer } from '@/components/footer/Footer';
import { Header } from '@/components/header/Header';
import { SearchDialog } from '@/components/search/SearchDialog';
import { PathTracker } from './PathTracker';
import { SiteAnalytics } from './SiteAnalytics';
import { ThemeScript } from './ThemeScript';
import '@/styles/globals.css';

const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '100 900',
});

/** The <html> shell shared by both root layouts (site pages in English, documentation per language). */
export function RootShell({ htmlLang, children }: { htmlLang: string; children: ReactNode }) {
  return (
    <html lang={htmlLang} className={`dark ${inter.variable}`} suppressHydrationWarning>
      <head>
        <ThemeScript />
      </head>
      <body className="flex min-h-full flex-col font-sans">
        <a
          href="#main"
          className="sr-only z-[100] rounded-md bg-orange-700 px-3 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <Header />
        {/* Each screen renders its own <main id="main"> so the skip link lands on the content. */}
        <div className="flex flex-1 flex-col">{children}</div>
        {/* Not inside a Suspense boundary: after a long page React would stream it out of order and reveal it
            a frame later, which restyles and lays out the whole page once more. */}
        <Footer />
        <SearchDialog />
        <PathTracker />
        <SiteAnalytics />
      </body>
    </html>
  );
}
