import type { Lang } from '@/lib/i18n';

/** Interface text of the documentation area in each language. */
export const DOCS_STRINGS = {
  en: {
    docsNavigation: 'Documentation',
    docsToolbar: 'Documentation tools',
    openNavigation: 'Open navigation',
    closeNavigation: 'Close navigation',
    navigationTitle: 'Documentation navigation',
    language: 'Language',
    onThisPage: 'On this page',
    previous: 'Previous',
    next: 'Next',
    pagination: 'More pages',
    editPage: 'Edit this page',
    opensInNewTab: '(opens in a new tab)',
  },
  zh: {
    docsNavigation: '文档',
    docsToolbar: '文档工具',
    openNavigation: '打开导航',
    closeNavigation: '关闭导航',
    navigationTitle: '文档导航',
    language: '语言',
    onThisPage: '本页内容',
    previous: '上一页',
    next: '下一页',
    pagination: '更多页面',
    editPage: '编辑此页',
    opensInNewTab: '（在新标签页中打开）',
  },
} as const satisfies Record<Lang, Record<string, string>>;

export function docsStrings(lang: Lang) {
  return DOCS_STRINGS[lang];
}
