/**
 * The prop that carries a highlighted block's markup from MDX to the code block component (the hast property
 * `dataCodeHtml` set by rehype-code-html.ts). Kept apart so the client component imports no rehype code.
 */
export const CODE_HTML_PROP = 'data-code-html';

/** The prop that carries the text a block's Copy button copies, when it differs from the text shown. */
export const COPY_TEXT_PROP = 'data-copy';

/** The props that carry a block's Copy button label and its confirmation, in the page's language (dictionary). */
export const COPY_LABEL_PROP = 'data-copy-label';
export const COPIED_LABEL_PROP = 'data-copied-label';
