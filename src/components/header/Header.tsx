import { SiteLink } from '@/components/ui/SiteLink';
import { LogoMark } from '@/components/ui/icons';
import { DesktopNav } from './DesktopNav';
import { HeaderFrame } from './HeaderFrame';
import { MobileMenu } from './MobileMenu';
import { SearchButton } from './SearchButton';
import { StarBadge } from './StarBadge';

/** The sticky site header: logo link, navigation, search button, star badge and, on small screens, the menu. */
export function Header() {
  return (
    <HeaderFrame>
      <div className="mx-auto flex h-full max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <SiteLink
          href="/"
          aria-label="Home"
          className="flex flex-none items-center gap-2 rounded-md font-semibold text-zinc-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-500 dark:text-white"
        >
          {/* Only the mark: its accessible name is Home, and visible text would have to match that name. */}
          <LogoMark className="h-8 w-8" />
        </SiteLink>
        <DesktopNav />
        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          <SearchButton />
          <StarBadge />
          <MobileMenu />
        </div>
      </div>
    </HeaderFrame>
  );
}
