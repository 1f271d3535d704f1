import { ArrowIcon, DiscordIcon, GitHubIcon, XIcon } from '@/components/ui/icons';
import { buttonClass } from '@/components/ui/button';
import { RELEASES } from '@/lib/releases-snapshot';
import { releaseAnchor } from '@/lib/releases';
import { siteConfig } from '@/site.config';
import { CodeSample } from './CodeSample';
import { FEATURES } from './features';
import { ReturnToDocs } from './ReturnToDocs';
import { DEFAULT_LANG, docsHref } from '@/lib/i18n';

const HELLO_WORLD = `
from robyn import Robyn

app = Robyn(__file__)


@app.get("/")
async def index(request):
    return "Hello, world!"


@app.get("/items/:item_id")
def read_item(request):
    return {"item_id": request.path_params["item_id"]}


app.start(port=8080)
`;

const RUN_IT = `
pip install robyn
python app.py
curl http://127.0.0.1:8080/items/42
# {"item_id":"42"}
`;

/** The landing page's code samples, highlighted at build time by the page (highlightSample). */
export const LANDING_SAMPLES = {
  helloWorld: { code: HELLO_WORLD, lang: 'python', title: 'app.py' },
  runIt: { code: RUN_IT, lang: 'bash', title: 'Terminal' },
} as const;

/** The landing page: what Robyn is, a first program, what it offers, how to start and where to talk. */
export function Landing({ helloWorld, runIt }: { helloWorld: string; runIt: string }) {
  const latest = RELEASES.releases[0];
  const docs = (slug: string) => docsHref(DEFAULT_LANG, slug);
  return (
    <main id="main" className="relative isolate min-h-svh flex-1">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-(--header-height) -z-10 h-[36rem] bg-[radial-gradient(60rem_28rem_at_50%_-6rem,rgba(234,88,12,0.22),transparent_70%)] dark:bg-[radial-gradient(60rem_28rem_at_50%_-6rem,rgba(249,115,22,0.2),transparent_70%)]"
      />
      <section
        aria-labelledby="hero-title"
        className="mx-auto max-w-7xl px-4 pt-12 pb-16 sm:px-6 sm:pt-20 lg:px-8"
      >
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <div className="h-8">
              <ReturnToDocs
                className={buttonClass('soft', 'sm')}
                fallback={
                  latest ? (
                    <a
                      href={`/releases#${releaseAnchor(latest.version)}`}
                      className={buttonClass('soft', 'sm')}
                    >
                      What’s new in {latest.version}
                      <ArrowIcon className="h-4 w-4" />
                    </a>
                  ) : null
                }
              />
            </div>
            <h1
              id="hero-title"
              className="mt-6 text-4xl font-bold tracking-tight text-balance text-zinc-950 sm:text-5xl dark:text-white"
            >
              Python web APIs on a Rust runtime
            </h1>
            <p className="mt-6 max-w-xl text-lg text-zinc-700 dark:text-zinc-300">
              {siteConfig.name} is an async Python web framework. You write routes and handlers in plain
              Python; a runtime written in Rust, built on actix-web and Tokio, accepts the connections and
              runs them.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <a href={docs('api_reference/getting_started')} className={buttonClass('primary')}>
                Get started
                <ArrowIcon className="h-4 w-4" />
              </a>
              <a href="/documentation" className={buttonClass('outline')}>
                Read the documentation
              </a>
            </div>
          </div>
          <div className="min-w-0 space-y-4">
            <CodeSample html={helloWorld} title="app.py" />
            <CodeSample html={runIt} title="Terminal" />
          </div>
        </div>
      </section>

      <section
        aria-labelledby="features-title"
        className="border-t border-zinc-900/5 py-16 dark:border-white/5"
      >
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2
            id="features-title"
            className="text-2xl font-bold tracking-tight text-zinc-950 sm:text-3xl dark:text-white"
          >
            What you get
          </h2>
          <p className="mt-3 max-w-2xl text-zinc-700 dark:text-zinc-300">
            The parts you need for an API, in one package:{' '}
            <code className="font-mono text-sm">pip install robyn</code> on Python 3.10 or newer.
          </p>
          <ul role="list" className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map((feature) => (
              <li
                key={feature.title}
                className="relative rounded-2xl bg-zinc-50 p-6 ring-1 ring-zinc-900/5 transition hover:ring-zinc-900/15 dark:bg-white/[0.03] dark:ring-white/10 dark:hover:ring-white/20"
              >
                <h3 className="font-semibold text-zinc-950 dark:text-white">
                  <a
                    href={docs(feature.slug)}
                    className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-orange-500"
                  >
                    {feature.title}
                  </a>
                </h3>
                <p className="mt-2 text-sm leading-6 text-zinc-700 dark:text-zinc-300">
                  {feature.description}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="start-title" className="py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="rounded-3xl bg-zinc-900 px-6 py-12 text-center sm:px-12 dark:bg-white/5 dark:ring-1 dark:ring-white/10">
            <h2 id="start-title" className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
              Build your first Robyn app
            </h2>
            <p className="mx-auto mt-4 max-w-xl text-zinc-300">
              The getting-started guide takes you from an empty folder to routes, request data and JSON
              responses, and the example application grows into a complete service.
            </p>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <a href={docs('api_reference/getting_started')} className={buttonClass('primaryOnDark')}>
                Start the guide
                <ArrowIcon className="h-4 w-4" />
              </a>
              <a href={docs('example_app/modeling_routes')} className={buttonClass('outlineOnDark')}>
                Follow the example application
              </a>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="community-title" className="pb-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2
            id="community-title"
            className="text-2xl font-bold tracking-tight text-zinc-950 sm:text-3xl dark:text-white"
          >
            Join the community
          </h2>
          <p className="mt-3 max-w-2xl text-zinc-700 dark:text-zinc-300">
            Ask questions, share what you built and help shape the framework. See the{' '}
            <a
              href="/community"
              className="font-medium text-orange-700 underline underline-offset-2 dark:text-orange-400"
            >
              community page
            </a>{' '}
            for how to contribute.
          </p>
          <ul role="list" className="mt-8 grid gap-4 sm:grid-cols-3">
            {[
              { title: 'Chat on Discord', href: siteConfig.chatInviteUrl, Icon: DiscordIcon },
              { title: 'Source code on GitHub', href: siteConfig.repository.url, Icon: GitHubIcon },
              {
                title: `Follow ${siteConfig.social.handle} on X`,
                href: siteConfig.social.url,
                Icon: XIcon,
              },
            ].map(({ title, href, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex items-center gap-3 rounded-2xl p-4 font-medium text-zinc-900 ring-1 ring-zinc-900/10 transition hover:bg-zinc-900/5 focus-visible:outline-2 focus-visible:outline-orange-500 dark:text-zinc-100 dark:ring-white/10 dark:hover:bg-white/5"
                >
                  <Icon className="h-5 w-5 flex-none" />
                  {title}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </main>
  );
}
