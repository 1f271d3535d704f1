import { siteConfig } from '@/site.config';

/**
 * Every text of the site that depends on the documentation's language, in English. One file per language
 * (src/i18n/<code>.ts, listed in ./index.ts): adding a language is a row in src/lib/i18n.ts, a dictionary like
 * this one and its content files.
 */
const en = {
  /** Interface text of the documentation area. */
  docs: {
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
    pageActions: 'Page actions',
    copyPage: 'Copy page',
    copied: 'Copied!',
    copyFailed: 'Copy failed',
    morePageActions: 'More page actions',
    viewMarkdown: 'View as Markdown',
    openIn: (assistant: string) => `Open in ${assistant}`,
    assistantPrompt: (url: string) => `Read ${url} so I can ask questions about it.`,
    feedbackQuestion: 'Was this page helpful?',
    feedbackYes: 'Yes',
    feedbackNo: 'No',
    feedbackThanksYes: 'Thanks for letting us know!',
    feedbackThanksNo: 'Thanks! Tell us what was missing or wrong in the issue.',
    feedbackOpenIssue: 'Open the issue',
    feedbackIssueTitle: (title: string) => `Docs feedback: ${title}`,
    feedbackIssueBody: (url: string) => `Page: ${url}\n\nWhat was missing, unclear or wrong?\n`,
    forAiTools: 'For AI tools:',
    lastUpdated: 'Last updated',
    callouts: { note: 'Note', tip: 'Tip', important: 'Important', warning: 'Warning', danger: 'Danger' },
    staleTranslation: 'The English original of this page has changed since it was translated.',
    readEnglish: 'Read the English page',

    copySection: 'Copy section',
    copyOriginal: 'Copy English original',
    englishOriginal: 'English original',
    bilingual: 'Side by side with English',
    originalLoading: 'Loading the English original…',
    originalFailed: 'The English original could not be loaded.',
    staleSection: 'The English original of this section has changed since it was translated.',
    untranslated: 'This page has not been translated yet. It is shown in English.',
  },
  /** Titles of the navigation groups (src/lib/navigation.ts), by group id. */
  groups: {
    introduction: 'Introduction',
    example_app: 'Example application',
    api_reference: 'API reference',
    resources: 'Resources',
  },
  /** llms.txt and llms-full.txt. */
  llms: {
    title: `${siteConfig.name} documentation`,
    summary: `${siteConfig.name} is ${siteConfig.tagline.replace(/^A /, 'a ')} Each link is a documentation page as Markdown.`,
    optional: 'Optional',
    full: 'every page of this list in one file',
    other: 'the documentation in another language',
  },
  /** Social cards of documentation pages. */
  card: {
    section: 'Documentation',
    alt: (title: string, group: string) => `${siteConfig.name} documentation: ${title} (${group})`,
  },
};

export type Dictionary = {
  [Part in keyof typeof en]: {
    [Key in keyof (typeof en)[Part]]: (typeof en)[Part][Key] extends (...args: infer A) => string
      ? (...args: A) => string
      : (typeof en)[Part][Key] extends string
        ? string
        : { [Inner in keyof (typeof en)[Part][Key]]: string };
  };
};

export default en satisfies Dictionary;
