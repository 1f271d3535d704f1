import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';

import { assistantUrl, siteUrl } from '@/lib/docs/reader-paths';
import type { Lang } from '@/lib/i18n';
import { siteConfig } from '@/site.config';
import { ChevronDownIcon } from '@/components/ui/docs-icons';
import { MENU_BUTTON_CLASS } from './page-actions-style';
import { clientDocsStrings } from '@/lib/i18n/client';
import { format } from '@/lib/i18n/format';
import { MCP_HTTP_RULE } from '@/lib/mcp/rules';

const ITEM_CLASS =
  'block rounded-md px-3 py-1.5 text-sm text-zinc-700 data-focus:bg-zinc-900/5 data-focus:text-zinc-900 dark:text-zinc-300 dark:data-focus:bg-white/10 dark:data-focus:text-white';

/**
 * The page actions' Headless UI menu (keyboard, typeahead, focus return). "Copy MCP server URL" copies the
 * address of the site's MCP server (POST /mcp, src/lib/mcp/rules.ts) and reports through `onCopy`.
 */
export default function PageActionsMenu({
  lang,
  markdownHref,
  onCopy,
}: {
  lang: Lang;
  markdownHref: string;
  onCopy?: (copied: Promise<void>) => void;
}) {
  const strings = clientDocsStrings(lang);
  // The menu's items render only in the browser (when it opens); the site URL stands in on the server.
  const origin = typeof window === 'undefined' ? siteUrl() : window.location.origin;
  const prompt = () => format(strings.assistantPrompt, { url: new URL(markdownHref, origin).href });
  return (
    <Menu>
      <MenuButton
        aria-label={strings.morePageActions}
        data-testid="page-actions-menu-button"
        className={MENU_BUTTON_CLASS}
      >
        <ChevronDownIcon className="h-4 w-4 fill-none stroke-current" />
      </MenuButton>
      <MenuItems
        anchor={{ to: 'bottom end', gap: 8 }}
        className="z-50 w-52 rounded-xl bg-white p-1 shadow-lg ring-1 ring-zinc-900/10 focus:outline-none dark:bg-zinc-900 dark:ring-white/10"
      >
        <MenuItem>
          <a href={markdownHref} target="_blank" rel="noopener" className={ITEM_CLASS}>
            {strings.viewMarkdown}
            <span className="sr-only"> {strings.opensInNewTab}</span>
          </a>
        </MenuItem>
        {siteConfig.assistants.map((assistant) => (
          <MenuItem key={assistant.name}>
            <a
              href={assistantUrl(assistant.url, prompt())}
              target="_blank"
              rel="noopener noreferrer"
              className={ITEM_CLASS}
            >
              {format(strings.openIn, { assistant: assistant.name })}
              <span className="sr-only"> {strings.opensInNewTab}</span>
            </a>
          </MenuItem>
        ))}
        <MenuItem>
          <button
            type="button"
            data-testid="copy-mcp-url"
            className={`${ITEM_CLASS} w-full text-left`}
            onClick={() => {
              const copied = navigator.clipboard.writeText(new URL(MCP_HTTP_RULE.path, origin).href);
              onCopy?.(copied);
            }}
          >
            {strings.copyMcpUrl}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
