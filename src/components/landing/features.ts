export interface Feature {
  title: string;
  description: string;
  /** Documentation page (slug below /documentation/en) that explains it. */
  slug: string;
}

/** Feature highlights of the landing page; each fact is checked against Robyn's source (see ROBYN_FACTS.md). */
export const FEATURES: Feature[] = [
  {
    title: 'Async and sync handlers',
    description:
      'Write handlers with def or async def. Sync handlers run on the Rust worker threads; async ones run on the asyncio event loop, with uvloop where available.',
    slug: 'api_reference/getting_started',
  },
  {
    title: 'Multi-process workers',
    description:
      'Scale out with --processes and --workers: every process has its own interpreter and event loop, and all of them share one listening socket.',
    slug: 'api_reference/multiprocess_execution',
  },
  {
    title: 'WebSockets',
    description:
      'Decorate an async function with @app.websocket and receive or send text, bytes and JSON, or broadcast to every client of the endpoint.',
    slug: 'api_reference/websockets',
  },
  {
    title: 'Middlewares',
    description:
      'Run code before and after requests, for every route or for one path. A before hook can change the request or answer it on the spot.',
    slug: 'api_reference/middlewares',
  },
  {
    title: 'OpenAPI',
    description:
      'An OpenAPI 3.1 document at /openapi.json and Swagger UI at /docs are generated from your routes, docstrings and type hints.',
    slug: 'api_reference/openapi',
  },
  {
    title: 'Dependency injection',
    description:
      'Register shared objects once with app.inject_global() or app.inject(); handlers that declare a global_dependencies or router_dependencies parameter receive them.',
    slug: 'api_reference/dependency_injection',
  },
  {
    title: 'Templating',
    description:
      'Render Jinja2 templates with autoescaping on by default. Install the extra with pip install "robyn[templating]".',
    slug: 'api_reference/templating',
  },
];
