import { LANGUAGE_CODES } from './i18n';

// The product's business constants (limits, delays, sizes), named by meaning. Use them from here.

/** The documentation languages' codes (en, zh); the languages themselves are data in src/lib/i18n/index.ts. */
export const SUPPORTED_LANGUAGES = LANGUAGE_CODES;
export const SEARCH_HITS_PER_PAGE = 5;
export const SEARCH_INPUT_MAX_LENGTH = 512;
export const SEARCH_STALL_THRESHOLD_MS = 300;
export const SEARCH_SHORTCUT_KEY = 'k';
export const STAR_BADGE_DEFAULT_TEXT = '6.1k';
export const STAR_REFRESH_MS = 300_000;
export const HEADER_HIDE_SCROLL_OFFSET_PX = 64;
export const COPY_CONFIRMATION_MS = 1000;
export const MENU_TYPEAHEAD_RESET_MS = 350;
export const MOBILE_NAV_FADE_MS = 300;
export const MOBILE_NAV_SLIDE_MS = 500;
export const SIDEBAR_ROW_HEIGHT_REM = 2;
export const TOC_OFFSET_WITH_TAG_REM = 8;
export const TOC_OFFSET_PLAIN_REM = 6;
