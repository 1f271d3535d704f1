import type { CalloutKind } from '@/lib/content/callouts';
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
    lastUpdated: 'Last updated',
    callouts: { note: 'Note', tip: 'Tip', important: 'Important', warning: 'Warning', danger: 'Danger' },
    staleTranslation: 'The English original of this page has changed since it was translated.',
    readEnglish: 'Read the English page',
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
    lastUpdated: '最后更新于',
    callouts: { note: '注意', tip: '提示', important: '重要', warning: '警告', danger: '危险' },
    staleTranslation: '本页译文翻译之后，英文原文已有更新，部分内容可能尚未同步。',
    readEnglish: '阅读英文原文',
  },
} as const satisfies Record<Lang, Record<string, string | Record<CalloutKind, string>>>;

export function docsStrings(lang: Lang) {
  return DOCS_STRINGS[lang];
}
