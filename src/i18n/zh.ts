import { siteConfig } from '@/site.config';
import type { Dictionary } from './en';

/** Every text of the site that depends on the documentation's language, in Chinese (see ./en.ts). */
const zh: Dictionary = {
  docs: {
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
    pageActions: '页面操作',
    copyPage: '复制页面',
    copied: '已复制！',
    copyFailed: '复制失败',
    morePageActions: '更多页面操作',
    viewMarkdown: '以 Markdown 查看',
    openIn: (assistant: string) => `在 ${assistant} 中打开`,
    assistantPrompt: (url: string) => `请阅读 ${url}，然后回答我关于这篇文档的问题。`,
    feedbackQuestion: '这篇文档有帮助吗？',
    feedbackYes: '有',
    feedbackNo: '没有',
    feedbackThanksYes: '感谢你的反馈！',
    feedbackThanksNo: '谢谢！请在 issue 中告诉我们缺少了什么或哪里有误。',
    feedbackOpenIssue: '打开 issue',
    feedbackIssueTitle: (title: string) => `Docs feedback: ${title}`,
    feedbackIssueBody: (url: string) => `Page: ${url}\n\n缺少了什么、哪里不清楚或有误？\n`,
    forAiTools: '供 AI 工具使用：',
    lastUpdated: '最后更新于',
    callouts: { note: '注意', tip: '提示', important: '重要', warning: '警告', danger: '危险' },
    staleTranslation: '本页译文翻译之后，英文原文已有更新，部分内容可能尚未同步。',
    readEnglish: '阅读英文原文',

    copySection: '复制本节',
    copyOriginal: '复制英文原文',
    englishOriginal: '英文原文',
    bilingual: '中英对照',
    originalLoading: '正在载入英文原文……',
    originalFailed: '英文原文载入失败。',
    staleSection: '本节翻译之后，英文原文已有更新。',
    untranslated: '本页尚未翻译，以下为英文原文。',
  },
  groups: {
    introduction: '简介',
    example_app: '示例应用',
    api_reference: 'API 参考',
    resources: '资源',
  },
  llms: {
    title: `${siteConfig.name} 文档`,
    summary: `${siteConfig.name} 是一个带有 Rust 运行时的快速异步 Python Web 框架。每个链接都是一篇 Markdown 格式的文档页面。`,
    optional: 'Optional',
    full: '本列表的全部页面，合为一个文件',
    other: '其他语言的文档',
  },
  card: {
    section: '文档',
    alt: (title: string, group: string) => `${siteConfig.name} 文档：${title}（${group}）`,
  },
};

export default zh;
